#include "ui/Antialiasing.hpp"

#include <SFML/Window/Context.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <optional>

namespace heist::ui {
namespace {

constexpr unsigned kGpuLevel = 4;
constexpr unsigned kGlRenderer = 0x1F01; // GL_RENDERER, without pulling in the GL headers

std::optional<unsigned> parseLevel(const char* text) {
    if (!text || !*text)
        return std::nullopt;
    unsigned level = 0;
    for (const char* c = text; *c; ++c) {
        if (!std::isdigit(static_cast<unsigned char>(*c)))
            return std::nullopt;
        level = level * 10 + static_cast<unsigned>(*c - '0');
        if (level > 16)
            return std::nullopt;
    }
    return level;
}

} // namespace

bool isSoftwareRenderer(const std::string& renderer) {
    std::string r = renderer;
    std::transform(r.begin(), r.end(), r.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* soft : {"llvmpipe", "softpipe", "swrast", "software rasterizer"})
        if (r.find(soft) != std::string::npos)
            return true;
    return false;
}

unsigned antialiasingFor(const std::string& renderer, const char* override) {
    if (const auto level = parseLevel(override))
        return *level;
    return isSoftwareRenderer(renderer) ? 0 : kGpuLevel;
}

std::string glRenderer() {
    sf::Context context; // an off-screen context on the same display and driver as the window
    if (!context.setActive(true))
        return {};
    using GetString = const unsigned char* (*)(unsigned);
    const auto getString = reinterpret_cast<GetString>(sf::Context::getFunction("glGetString"));
    const unsigned char* text = getString ? getString(kGlRenderer) : nullptr;
    return text ? std::string(reinterpret_cast<const char*>(text)) : std::string();
}

bool surelySoftware(bool gpuDevice, const char* libglAlwaysSoftware) {
    if (libglAlwaysSoftware && *libglAlwaysSoftware && std::string(libglAlwaysSoftware) != "0")
        return true;
    return !gpuDevice;
}

bool hasGpuDevice() {
    std::error_code ec;
    if (std::filesystem::exists("/dev/nvidia0", ec))
        return true;
    for (const auto& entry : std::filesystem::directory_iterator("/dev/dri", ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("card", 0) == 0 || name.rfind("renderD", 0) == 0)
            return true;
    }
    return false;
}

unsigned chooseAntialiasing() {
    static const unsigned level = [] {
        const char* override = std::getenv("HEIST_MSAA");
        if (parseLevel(override))
            return antialiasingFor({}, override);
        // No GPU to ask: skip the probe's GL context (it would cost a sixth of the launch).
        if (surelySoftware(hasGpuDevice(), std::getenv("LIBGL_ALWAYS_SOFTWARE")))
            return 0u;
        return antialiasingFor(glRenderer(), nullptr);
    }();
    return level;
}

} // namespace heist::ui
