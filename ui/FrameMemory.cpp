#include "ui/FrameMemory.hpp"

#include <cstdlib>
#include <cstring>
#include <malloc.h>

namespace heist::ui {

void keepFrameMemory() {
    if (const char* v = std::getenv("HEIST_KEEP_FRAME_MEMORY"); v && std::strcmp(v, "0") == 0)
        return; // glibc's defaults, to measure against (bench/run.sh)
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20); // glibc's largest; a fixed value also stops its sliding
}

} // namespace heist::ui
