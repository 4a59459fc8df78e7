#include "GlyphWarmer.hpp"

#include <chrono>

namespace heist::ui {

void GlyphWarmer::plan(const std::vector<const sf::Font*>& fonts, const std::vector<unsigned>& sizes) {
    m_jobs.clear();
    m_next = 0;
    for (const sf::Font* f : fonts)
        for (unsigned s : sizes)
            m_jobs.push_back({f, s});
}

bool GlyphWarmer::step(double budgetMs) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    bool grew = false;
    while (pending()) {
        const Job& job = m_jobs[m_next / kLetters];
        const auto before = job.font->getTexture(job.size).getSize();
        job.font->getGlyph(letter(m_next % kLetters), job.size, false);
        if (job.font->getTexture(job.size).getSize() != before)
            grew = true;
        ++m_next;
        if (m_next % 16 == 0 && std::chrono::duration<double, std::milli>(Clock::now() - start).count() >= budgetMs)
            break;
    }
    return grew;
}

} // namespace heist::ui
