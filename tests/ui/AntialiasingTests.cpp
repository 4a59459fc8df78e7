// Antialiasing chosen by the GL renderer: none on Mesa's software rasterisers, 4x on a GPU,
// and HEIST_MSAA overrides either way.
#include "ui/Antialiasing.hpp"

#include "tests/support/Catch.hpp"

using heist::ui::antialiasingFor;
using heist::ui::isSoftwareRenderer;

TEST_CASE("Antialiasing - none on a software rasteriser, 4x on a GPU", "[ui][msaa]") {
    CHECK(isSoftwareRenderer("llvmpipe (LLVM 15.0.6, 256 bits)"));
    CHECK(isSoftwareRenderer("softpipe"));
    CHECK(isSoftwareRenderer("Software Rasterizer"));
    CHECK(isSoftwareRenderer("Mesa swrast"));
    CHECK_FALSE(isSoftwareRenderer("Mali-G52 MC2"));
    CHECK_FALSE(isSoftwareRenderer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
    CHECK(antialiasingFor("llvmpipe (LLVM 15.0.6, 256 bits)", nullptr) == 0);
    CHECK(antialiasingFor("Mali-G52 MC2", nullptr) == 4);
    // No renderer could be read: a GPU is assumed, as before this choice existed.
    CHECK(antialiasingFor("", nullptr) == 4);
}

TEST_CASE("Antialiasing - HEIST_MSAA overrides the renderer; a bad value is ignored", "[ui][msaa]") {
    CHECK(antialiasingFor("llvmpipe", "4") == 4);
    CHECK(antialiasingFor("Mali-G52 MC2", "0") == 0);
    CHECK(antialiasingFor("Mali-G52 MC2", "8") == 8);
    CHECK(antialiasingFor("llvmpipe", "") == 0);
    CHECK(antialiasingFor("llvmpipe", "four") == 0);
    CHECK(antialiasingFor("Mali-G52 MC2", "-1") == 4);
    CHECK(antialiasingFor("Mali-G52 MC2", "99") == 4);
}

TEST_CASE("Antialiasing - the renderer of this display is read", "[ui][msaa]") {
    // Under xvfb-run this is Mesa's llvmpipe; on any machine it is some non-empty name.
    CHECK_FALSE(heist::ui::glRenderer().empty());
}

TEST_CASE("Antialiasing - no GPU device or LIBGL_ALWAYS_SOFTWARE: software for sure, without a probe", "[ui][msaa]") {
    using heist::ui::surelySoftware;
    CHECK(surelySoftware(false, nullptr));
    CHECK(surelySoftware(true, "1"));
    CHECK(surelySoftware(true, "true"));
    CHECK_FALSE(surelySoftware(true, nullptr));
    CHECK_FALSE(surelySoftware(true, ""));
    CHECK_FALSE(surelySoftware(true, "0"));
}
