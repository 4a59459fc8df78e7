#include "FrameMemory.hpp"

#include <malloc.h>

namespace heist::ui {

void keepFrameMemory() {
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
    mallopt(M_MMAP_THRESHOLD, 32 << 20); // glibc's largest; a fixed value also stops its sliding
}

} // namespace heist::ui
