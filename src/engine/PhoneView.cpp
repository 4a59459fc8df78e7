#include "engine/PhoneView.hpp"
#include "language/Translate.hpp"

namespace heist::engine {

Json phoneLine(const std::string& label, const std::string& text) { return Json{{"label", label}, {"text", text}}; }

bool isPhoneForm(const std::string& form) { return form == "one_per_row" || form == "choose_cards"; }

PhoneEntry checkPhoneEntry(const Session& session, int seat, const Json& sent) {
    PhoneEntry out;
    const auto refuse = [&](std::string why) {
        out.refusal = std::move(why);
        return out;
    };
    if (session.finished())
        return refuse(tr("The game is over: nothing was entered."));
    const Json view = session.game().phoneView(session.state(), seat, session.setup());
    if (!view.is_object() || !view.contains("entry"))
        return refuse(tr("There is nothing to enter from your phone now."));
    const Json& entry = view["entry"];
    if (!entry.is_object() || !entry.contains("form") || !entry["form"].is_string() ||
        !isPhoneForm(entry["form"].get<std::string>()))
        return refuse(tr("There is nothing to enter from your phone now."));
    const Json* type = sent.is_object() && sent.contains("type") ? &sent["type"] : nullptr;
    if (!type || !type->is_string() || *type != entry["intent"])
        return refuse(tr("Your phone can make only the entry the tablet asks of you now."));
    Json args = sent.contains("args") ? sent["args"] : Json::object();
    if (!args.is_object())
        return refuse(tr("The tablet could not read this entry: nothing was entered."));
    if (entry.contains("seat")) {
        // A phone enters for its own seat only: the one whose key sealed the entry.
        if (args.contains("seat") && args["seat"] != seat)
            return refuse(entry.value("not_yours", std::string()));
        args["seat"] = seat;
    }
    out.intent = Intent{type->get<std::string>(), std::move(args), session.headSeq()};
    // The game's words for it (PhoneView.hpp, "The entry"): the engine knows no game's entries.
    out.accepted = entry.value("accepted", std::string());
    return out;
}

namespace {

std::string labelFor(std::string key) {
    for (char& c : key)
        if (c == '_')
            c = ' ';
    if (!key.empty() && key[0] >= 'a' && key[0] <= 'z')
        key[0] = static_cast<char>(key[0] - 'a' + 'A');
    return key;
}

} // namespace

// The generic view: every string, number or list of strings of the private view, labelled by
// its key. A game with a secret of its own says it better in its own phoneView.
Json GameDefinition::phoneView(const GameState& state, int seat, const SessionSetup&) const {
    Json lines = Json::array();
    const Json pv = privateView(state, seat);
    if (pv.is_object())
        for (const auto& [key, value] : pv.items()) {
            if (value.is_string())
                lines.push_back(phoneLine(labelFor(key), value.get<std::string>()));
            else if (value.is_number())
                lines.push_back(phoneLine(labelFor(key), value.dump()));
            else if (value.is_array()) {
                std::vector<std::string> words;
                for (const auto& item : value)
                    if (item.is_string())
                        words.push_back(item.get<std::string>());
                if (!words.empty())
                    lines.push_back(phoneLine(labelFor(key), heist::listAnd(words)));
            }
        }
    return Json{{"title", shownTitle(info())}, {"lines", lines}};
}

Json phonePublicView(const Session& session) {
    std::string status;
    for (auto it = session.log().rbegin(); it != session.log().rend(); ++it)
        if (!session.isUndone(it->seq) && !Session::isEngineEvent(it->type)) {
            status = session.describe(*it);
            break;
        }
    return Json{{"game", shownTitle(session.game().info())}, {"status", status}, {"lines", Json::array()}};
}

} // namespace heist::engine
