# Cross-compiling Heist Table for arm64 (aarch64: a Raspberry Pi 3, 4 or 5 running a 64-bit
# Raspberry Pi OS, or any arm64 Debian) on an amd64 Debian with multiarch: Debian's cross
# compiler (g++-aarch64-linux-gnu) and the :arm64 development packages, installed beside the
# build machine's own tools (packaging/build-arm64.sh does it in a root filesystem of its own).
#   cmake -S . -B build-arm64 -DCMAKE_TOOLCHAIN_FILE=packaging/toolchain-aarch64.cmake
# No sysroot: Debian's multiarch puts the arm64 libraries under /usr/lib/aarch64-linux-gnu and
# shares /usr/include, and the cross compiler searches both.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

# Libraries and CMake packages are found in the arm64 multiarch folder (CMAKE_LIBRARY_ARCHITECTURE);
# programs (msgfmt, gzip, help2man) are the build machine's own.

# pkg-config (libsodium, libqrencode): the arm64 .pc files only.
set(ENV{PKG_CONFIG_LIBDIR} "/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")

# ctest runs each test binary through qemu-user (add_test with a target as its command), so
# the tests that need no window run on the amd64 machine. -L /: the arm64 dynamic loader and
# libraries are the multiarch ones under /. Another emulator: -DHEIST_ARM64_EMULATOR="...".
if(NOT DEFINED HEIST_ARM64_EMULATOR)
  set(HEIST_ARM64_EMULATOR "qemu-aarch64-static;-L;/")
endif()
set(CMAKE_CROSSCOMPILING_EMULATOR ${HEIST_ARM64_EMULATOR})
