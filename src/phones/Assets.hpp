#pragma once
// The phone page's files, compiled into the binary at build time from web/phone/ and Debian's
// tweetnacl-js (docs/phones.md): the server serves these and nothing else.
#include <string_view>

namespace heist::phones {

struct Asset {
    std::string_view body;
    std::string_view contentType; // "text/html; charset=utf-8", ...
};

// The file served at `path` ("/p", "/phone.js", "/entry.js", "/phone.css", "/nacl.js"), or nullptr.
const Asset* findAsset(std::string_view path);

} // namespace heist::phones
