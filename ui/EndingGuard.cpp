#include "ui/EndingGuard.hpp"

#include "ui/App.hpp"
#include "language/Translate.hpp"
#include "ui/screens/ConfirmScreen.hpp"

namespace heist::ui {

void dispatchAskingAtEnd(App& app, const std::string& type, Json args, std::function<void(const engine::Event&)> then) {
    auto send = [&app, type, args, then] {
        if (auto e = app.dispatch(type, args); e && then)
            then(*e);
    };
    auto* live = app.live();
    if (!live) {
        send();
        return;
    }
    std::string notice;
    try {
        const auto resolved = live->session().resolve(engine::Intent{type, args, std::nullopt});
        if (const auto* draft = std::get_if<engine::EventDraft>(&resolved))
            notice = live->session().endingNotice(*draft);
    } catch (const Json::exception&) {
        // A wrongly typed argument: dispatch refuses it with the message the table should read.
    }
    if (notice.empty()) {
        send(); // a refusal, too, is shown by dispatch as it always is
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(
        app, tr("This ends the game: {notice}", {{"notice", notice}}),
        tr("A slip can still be taken back from the results screen, until the next game starts."), tr("End the game"),
        std::move(send)));
}

} // namespace heist::ui
