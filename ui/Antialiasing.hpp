#pragma once
// How much multisample antialiasing to ask for, chosen by the GL renderer. On a real GPU 4x
// MSAA is nearly free and smooths the wheel's and the seats' edges; on a software rasteriser
// (Mesa's llvmpipe, softpipe, swrast) it multiplies the cost of every frame, so it is off.
// HEIST_MSAA=0 or HEIST_MSAA=4 (any level 0..16) overrides the choice. Used by the app's
// window, its --screenshot image and bench/WheelBench, so all three draw alike.
#include <string>

namespace heist::ui {

// True for the renderer strings of Mesa's software rasterisers ("llvmpipe (LLVM 15.0.6,
// 256 bits)", "softpipe", "Software Rasterizer", "swrast"), in any case.
bool isSoftwareRenderer(const std::string& renderer);

// The level for a renderer string and a HEIST_MSAA value (null or unreadable: no override).
unsigned antialiasingFor(const std::string& renderer, const char* override);

// GL_RENDERER of a probe context (no window); empty if none could be made. Costs a GL
// context: about 45 ms on llvmpipe.
std::string glRenderer();

// Whether rendering is surely in software without asking GL: LIBGL_ALWAYS_SOFTWARE is set
// (not "0"), or the machine has no GPU device node (/dev/dri/card*, /dev/dri/renderD*,
// /dev/nvidia0), so that Mesa can only rasterise on the CPU.
bool surelySoftware(bool hasGpuDevice, const char* libglAlwaysSoftware);
bool hasGpuDevice();

// The level for this machine: HEIST_MSAA if set, none when surely software, else by
// glRenderer(). Decides only once.
unsigned chooseAntialiasing();

} // namespace heist::ui
