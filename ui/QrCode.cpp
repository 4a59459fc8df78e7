#include "ui/QrCode.hpp"

#include <qrencode.h>

#include <memory>

namespace heist::ui {

std::optional<QrCode> encodeQr(const std::string& text) {
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeData(static_cast<int>(text.size()), reinterpret_cast<const unsigned char*>(text.data()), 0,
                          QR_ECLEVEL_L),
        &QRcode_free);
    if (!code)
        return std::nullopt; // longer than a version 40 code holds
    QrCode out;
    out.size = code->width;
    out.dark.resize(static_cast<std::size_t>(code->width) * static_cast<std::size_t>(code->width));
    for (std::size_t i = 0; i < out.dark.size(); ++i)
        out.dark[i] = (code->data[i] & 1) != 0;
    return out;
}

} // namespace heist::ui
