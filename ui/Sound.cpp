#include "ui/Sound.hpp"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace heist::ui {
namespace {

constexpr unsigned kRate = 22050;

std::vector<sf::Int16> tone(std::vector<std::pair<float, float>> notes, float decay, float volume) {
    // notes: (frequency, seconds), played one after another with an exponential decay.
    std::vector<sf::Int16> samples;
    for (auto [freq, secs] : notes) {
        const auto n = static_cast<std::size_t>(secs * kRate);
        for (std::size_t i = 0; i < n; ++i) {
            const float t = static_cast<float>(i) / kRate;
            const float env = std::exp(-t * decay) * std::min(1.f, t * 400.f);
            const float s = std::sin(2 * 3.14159265f * freq * t) + 0.3f * std::sin(4 * 3.14159265f * freq * t);
            samples.push_back(static_cast<sf::Int16>(s * env * volume * 20000));
        }
    }
    return samples;
}

std::vector<sf::Int16> rattle() {
    std::vector<sf::Int16> samples;
    unsigned x = 12345;
    for (int click = 0; click < 9; ++click) {
        const std::size_t gap = kRate / 40 + (click * 37) % 300;
        for (std::size_t i = 0; i < gap; ++i) {
            x = x * 1103515245u + 12345u;
            const float env = std::exp(-static_cast<float>(i) / 180.f);
            samples.push_back(static_cast<sf::Int16>(((x >> 16) % 2000 - 1000) * 9 * env));
        }
    }
    return samples;
}

} // namespace

bool Sound::detectDevice() {
    if (const char* env = std::getenv("HEIST_AUDIO"); env && std::string(env) == "off")
        return false;
    std::error_code ec;
    if (const char* run = std::getenv("XDG_RUNTIME_DIR"); run && *run) {
        const std::filesystem::path dir(run);
        if (std::filesystem::exists(dir / "pulse" / "native", ec) || std::filesystem::exists(dir / "pipewire-0", ec))
            return true;
    }
    if (!std::filesystem::is_directory("/dev/snd", ec))
        return false;
    for (const auto& entry : std::filesystem::directory_iterator("/dev/snd", ec)) {
        const auto name = entry.path().filename().string();
        if (name.rfind("pcmC", 0) == 0 && name.back() == 'p')
            return true;
    }
    return false;
}

Sound::Sound() : m_available(detectDevice()) {}

void Sound::build() {
    m_built = true;
    auto load = [&](Cue cue, const std::vector<sf::Int16>& s) {
        m_buffers[cue].loadFromSamples(s.data(), s.size(), 1, kRate);
    };
    load(Cue::Tap, tone({{880, 0.05f}}, 60, 0.25f));
    load(Cue::Dice, rattle());
    load(Cue::Gem, tone({{1318, 0.09f}, {1760, 0.16f}}, 14, 0.3f));
    load(Cue::Chime, tone({{659, 0.5f}, {523, 0.8f}}, 4, 0.35f));
    load(Cue::Reveal, tone({{523, 0.12f}, {784, 0.3f}}, 9, 0.3f));
    load(Cue::Error, tone({{220, 0.18f}}, 12, 0.3f));
    for (auto& v : m_voices)
        v = std::make_unique<sf::Sound>();
}

void Sound::play(Cue cue) {
    if (!m_available || m_muted)
        return;
    if (!m_built)
        build();
    auto& voice = *m_voices[m_next];
    m_next = (m_next + 1) % 4;
    voice.setBuffer(m_buffers[cue]);
    voice.play();
}

} // namespace heist::ui
