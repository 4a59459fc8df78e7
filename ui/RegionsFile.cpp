#include "ui/RegionsFile.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>

namespace heist::ui {

RegionsFile::RegionsFile() {
    if (const char* path = std::getenv("HEIST_REGIONS_FILE"); path && *path)
        m_path = path;
}

void RegionsFile::write(const std::string& text) {
    // Whole or not at all: written beside it, then renamed over it.
    const std::string part = m_path + ".part";
    {
        std::ofstream out(part, std::ios::trunc);
        out << text;
        if (!out)
            return;
    }
    if (std::rename(part.c_str(), m_path.c_str()) == 0)
        m_written = text;
}

} // namespace heist::ui
