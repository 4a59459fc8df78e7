#pragma once
// Keeps freed memory in the process between frames. Mesa's software rasteriser (llvmpipe)
// allocates each frame's scene (its bins and vertex data, megabytes at 1280x800) and frees it
// once the frame is shown; with glibc's defaults the top of the heap then goes back to the
// kernel, and the next frame faults the same pages in again, zeroed. Measured by
// bench_frame still (a whole game's table): that page-faulting was about a third of
// the CPU of each whole frame (docs/performance.md). Called first thing by the app and by
// the frame benchmark, so both draw alike.
namespace heist::ui {

// Freed heap is given back to the kernel only above 64 MiB, and blocks under 32 MiB come
// from the heap rather than from their own mapping. The resident size after a frame does not
// change (the pages were in use during it). HEIST_KEEP_FRAME_MEMORY=0 keeps glibc's defaults.
void keepFrameMemory();

} // namespace heist::ui
