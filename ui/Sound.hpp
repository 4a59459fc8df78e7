#pragma once
// Short synthesised sounds. Where the machine has no audio device the app stays silent
// and never touches OpenAL, so the console stays clean.
#include <SFML/Audio.hpp>

#include <map>
#include <memory>

namespace heist::ui {

enum class Cue { Tap, Dice, Gem, Chime, Reveal, Error };

class Sound {
public:
    Sound();
    bool deviceAvailable() const { return m_available; }
    bool muted() const { return m_muted; }
    void setMuted(bool muted) { m_muted = muted; }
    void play(Cue cue);

    // True when an output device is present (ALSA playback node or a sound server
    // socket) and HEIST_AUDIO is not "off".
    static bool detectDevice();

private:
    void build();
    bool m_available = false;
    bool m_muted = false;
    bool m_built = false;
    std::map<Cue, sf::SoundBuffer> m_buffers;
    std::unique_ptr<sf::Sound> m_voices[4];
    int m_next = 0;
};

} // namespace heist::ui
