// A placeholder until the phone page lands (web/phone/ is the page's branch).
"use strict";
