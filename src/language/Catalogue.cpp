#include "language/Catalogue.hpp"

#include <cctype>
#include <cstring>

namespace heist::language {

// ---- the plural expression: the C subset gettext allows -----------------------------------

struct PluralRule::Node {
    enum class Op { Number, N, Not, Neg, Mul, Div, Mod, Add, Sub, Lt, Gt, Le, Ge, Eq, Ne, And, Or, If };
    Op op = Op::Number;
    long long value = 0;
    std::shared_ptr<const Node> a, b, c;

    long long eval(long long n) const {
        switch (op) {
        case Op::Number: return value;
        case Op::N: return n;
        case Op::Not: return !a->eval(n);
        case Op::Neg: return -a->eval(n);
        case Op::Mul: return a->eval(n) * b->eval(n);
        case Op::Div: {
            const long long d = b->eval(n);
            return d == 0 ? 0 : a->eval(n) / d;
        }
        case Op::Mod: {
            const long long d = b->eval(n);
            return d == 0 ? 0 : a->eval(n) % d;
        }
        case Op::Add: return a->eval(n) + b->eval(n);
        case Op::Sub: return a->eval(n) - b->eval(n);
        case Op::Lt: return a->eval(n) < b->eval(n);
        case Op::Gt: return a->eval(n) > b->eval(n);
        case Op::Le: return a->eval(n) <= b->eval(n);
        case Op::Ge: return a->eval(n) >= b->eval(n);
        case Op::Eq: return a->eval(n) == b->eval(n);
        case Op::Ne: return a->eval(n) != b->eval(n);
        case Op::And: return a->eval(n) && b->eval(n);
        case Op::Or: return a->eval(n) || b->eval(n);
        case Op::If: return a->eval(n) ? b->eval(n) : c->eval(n);
        }
        return 0;
    }
};

namespace {

using Node = PluralRule::Node;
using NodePtr = std::shared_ptr<const Node>;

class Parser {
public:
    explicit Parser(std::string_view s) : m_s(s) {}
    NodePtr parseAll() {
        NodePtr r = ternary();
        skip();
        if (!r || m_pos != m_s.size())
            return nullptr;
        return r;
    }

private:
    std::string_view m_s;
    std::size_t m_pos = 0;
    int m_depth = 0;

    void skip() {
        while (m_pos < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_pos])))
            ++m_pos;
    }
    bool take(std::string_view t) {
        skip();
        if (m_s.substr(m_pos, t.size()) == t) {
            m_pos += t.size();
            return true;
        }
        return false;
    }
    static NodePtr make(Node::Op op, NodePtr a, NodePtr b = nullptr, NodePtr c = nullptr) {
        if (!a || (op != Node::Op::Not && op != Node::Op::Neg && !b))
            return nullptr;
        auto n = std::make_shared<Node>();
        n->op = op;
        n->a = std::move(a);
        n->b = std::move(b);
        n->c = std::move(c);
        return n;
    }
    NodePtr ternary() {
        if (++m_depth > 64)
            return nullptr;
        NodePtr cond = orExpr();
        if (cond && take("?")) {
            NodePtr yes = ternary();
            if (!take(":"))
                return nullptr;
            NodePtr no = ternary();
            if (!yes || !no)
                return nullptr;
            cond = make(Node::Op::If, cond, yes, no);
        }
        --m_depth;
        return cond;
    }
    NodePtr orExpr() {
        NodePtr l = andExpr();
        while (l && take("||"))
            l = make(Node::Op::Or, l, andExpr());
        return l;
    }
    NodePtr andExpr() {
        NodePtr l = equality();
        while (l && take("&&"))
            l = make(Node::Op::And, l, equality());
        return l;
    }
    NodePtr equality() {
        NodePtr l = relation();
        for (;;) {
            if (!l)
                return l;
            if (take("=="))
                l = make(Node::Op::Eq, l, relation());
            else if (take("!="))
                l = make(Node::Op::Ne, l, relation());
            else
                return l;
        }
    }
    NodePtr relation() {
        NodePtr l = additive();
        for (;;) {
            if (!l)
                return l;
            if (take("<="))
                l = make(Node::Op::Le, l, additive());
            else if (take(">="))
                l = make(Node::Op::Ge, l, additive());
            else if (take("<"))
                l = make(Node::Op::Lt, l, additive());
            else if (take(">"))
                l = make(Node::Op::Gt, l, additive());
            else
                return l;
        }
    }
    NodePtr additive() {
        NodePtr l = multiplicative();
        for (;;) {
            if (!l)
                return l;
            if (take("+"))
                l = make(Node::Op::Add, l, multiplicative());
            else if (take("-"))
                l = make(Node::Op::Sub, l, multiplicative());
            else
                return l;
        }
    }
    NodePtr multiplicative() {
        NodePtr l = unary();
        for (;;) {
            if (!l)
                return l;
            if (take("*"))
                l = make(Node::Op::Mul, l, unary());
            else if (take("/"))
                l = make(Node::Op::Div, l, unary());
            else if (take("%"))
                l = make(Node::Op::Mod, l, unary());
            else
                return l;
        }
    }
    NodePtr unary() {
        if (++m_depth > 64)
            return nullptr;
        NodePtr r;
        if (take("!"))
            r = make(Node::Op::Not, unary());
        else if (take("-"))
            r = make(Node::Op::Neg, unary());
        else
            r = primary();
        --m_depth;
        return r;
    }
    NodePtr primary() {
        skip();
        if (take("(")) {
            NodePtr r = ternary();
            return take(")") ? r : nullptr;
        }
        if (take("n")) {
            auto n = std::make_shared<Node>();
            n->op = Node::Op::N;
            return n;
        }
        if (m_pos < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_pos]))) {
            long long v = 0;
            while (m_pos < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_pos])) && v < 1'000'000'000)
                v = v * 10 + (m_s[m_pos++] - '0');
            auto n = std::make_shared<Node>();
            n->value = v;
            return n;
        }
        return nullptr;
    }
};

std::uint32_t word(std::string_view bytes, std::size_t at, bool swap) {
    std::uint32_t v;
    std::memcpy(&v, bytes.data() + at, 4);
    if (swap)
        v = ((v & 0xffu) << 24) | ((v & 0xff00u) << 8) | ((v >> 8) & 0xff00u) | (v >> 24);
    return v;
}

std::vector<std::string> splitNul(std::string_view s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t z = s.find('\0', start);
        out.emplace_back(s.substr(start, z == std::string_view::npos ? std::string_view::npos : z - start));
        if (z == std::string_view::npos)
            return out;
        start = z + 1;
    }
}

std::string makeKey(std::string_view context, std::string_view msgid) {
    std::string key;
    key.reserve(context.size() + msgid.size() + 1);
    if (!context.empty()) {
        key.append(context);
        key.push_back('\4');
    }
    key.append(msgid);
    return key;
}

} // namespace

std::optional<PluralRule> PluralRule::parse(std::string_view expression, std::string* error) {
    Parser p(expression);
    NodePtr root = p.parseAll();
    if (!root) {
        if (error)
            *error = "the plural rule \"" + std::string(expression) + "\" is not an expression gettext allows";
        return std::nullopt;
    }
    PluralRule r;
    r.m_root = std::move(root);
    return r;
}

PluralRule PluralRule::english() { return *parse("n != 1"); }

std::size_t PluralRule::index(long long n) const {
    const long long v = m_root ? m_root->eval(n) : (n != 1);
    return v < 0 ? 0 : static_cast<std::size_t>(v);
}

std::optional<Catalogue> Catalogue::fromMo(std::string_view bytes, std::string* error) {
    const auto fail = [&](const std::string& why) -> std::optional<Catalogue> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (bytes.size() < 28)
        return fail("too short for a .mo file");
    bool swap = false;
    const std::uint32_t magic = word(bytes, 0, false);
    if (magic == 0xde120495u)
        swap = true;
    else if (magic != 0x950412deu)
        return fail("not a .mo file (bad magic number)");
    const std::uint32_t count = word(bytes, 8, swap);
    const std::uint32_t originals = word(bytes, 12, swap);
    const std::uint32_t translations = word(bytes, 16, swap);
    const auto tableFits = [&](std::uint32_t at) { return at <= bytes.size() && count <= (bytes.size() - at) / 8; };
    if (!tableFits(originals) || !tableFits(translations))
        return fail("its string tables run past its end");
    const auto stringAt = [&](std::uint32_t table, std::uint32_t i, std::string_view& out) {
        const std::uint32_t len = word(bytes, table + 8 * i, swap);
        const std::uint32_t at = word(bytes, table + 8 * i + 4, swap);
        if (at > bytes.size() || len > bytes.size() - at)
            return false;
        out = bytes.substr(at, len);
        return true;
    };
    Catalogue c;
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string_view original, translation;
        if (!stringAt(originals, i, original) || !stringAt(translations, i, translation))
            return fail("entry " + std::to_string(i) + " runs past its end");
        if (original.empty()) { // the header
            const std::string header(translation);
            const auto at = header.find("Plural-Forms:");
            if (at != std::string::npos) {
                const std::string line = header.substr(at, header.find('\n', at) - at);
                const auto np = line.find("nplurals=");
                const auto pl = line.find("plural=", np == std::string::npos ? 0 : np + 9);
                if (np != std::string::npos)
                    c.m_nplurals = static_cast<std::size_t>(std::max(1, std::atoi(line.c_str() + np + 9)));
                if (pl != std::string::npos) {
                    std::string expr = line.substr(pl + 7);
                    if (const auto semi = expr.find(';'); semi != std::string::npos)
                        expr.resize(semi);
                    std::string why;
                    auto rule = PluralRule::parse(expr, &why);
                    if (!rule)
                        return fail(why);
                    c.m_plural = *rule;
                }
            }
            continue;
        }
        Entry e;
        std::string_view id = original;
        if (const auto eot = id.find('\4'); eot != std::string_view::npos) {
            e.context = std::string(id.substr(0, eot));
            id = id.substr(eot + 1);
        }
        const auto parts = splitNul(id);
        e.msgid = parts[0];
        if (parts.size() > 1)
            e.plural = parts[1];
        e.forms = splitNul(translation);
        bool empty = true;
        for (const auto& f : e.forms)
            empty = empty && f.empty();
        if (empty)
            continue;
        c.m_entries.emplace(makeKey(e.context, e.msgid), c.m_list.size());
        c.m_list.push_back(std::move(e));
    }
    return c;
}

const std::vector<std::string>* Catalogue::find(std::string_view context, std::string_view msgid) const {
    const auto it = m_entries.find(makeKey(context, msgid));
    return it == m_entries.end() ? nullptr : &m_list[it->second].forms;
}

// ---- the pseudo-language ------------------------------------------------------------------

namespace {
// Accented letters that DejaVu Sans and DejaVu Serif Bold both draw (a test asks the fonts).
constexpr const char* kLower[26] = {"á", "ƀ", "ç", "ď", "é", "ƒ", "ĝ", "ĥ", "í", "ĵ", "ķ", "ĺ", "ḿ",
                                    "ñ", "ó", "ṕ", "ʠ", "ŕ", "š", "ţ", "ú", "ṽ", "ŵ", "ẋ", "ý", "ž"};
constexpr const char* kUpper[26] = {"Á", "Ɓ", "Ç", "Ď", "É", "Ƒ", "Ĝ", "Ĥ", "Í", "Ĵ", "Ķ", "Ĺ", "Ḿ",
                                    "Ñ", "Ó", "Ṕ", "Ǫ", "Ŕ", "Š", "Ţ", "Ú", "Ṽ", "Ŵ", "Ẋ", "Ý", "Ž"};
} // namespace

std::string pseudo(std::string_view english) {
    std::string out = "[";
    std::size_t letters = 0; // code points of the English text
    int brace = 0;
    for (std::size_t i = 0; i < english.size(); ++i) {
        const char ch = english[i];
        if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80)
            ++letters;
        if (ch == '{' && i + 1 < english.size() && english[i + 1] == '{') {
            out += "{{";
            ++i;
            continue;
        }
        if (ch == '{')
            ++brace;
        else if (ch == '}' && brace > 0)
            --brace;
        if (brace == 0 && ch >= 'a' && ch <= 'z')
            out += kLower[ch - 'a'];
        else if (brace == 0 && ch >= 'A' && ch <= 'Z')
            out += kUpper[ch - 'A'];
        else
            out += ch;
    }
    // 40% longer in all: the brackets and a space count, the middle dots make up the rest.
    const std::size_t target = (letters * 14 + 9) / 10;
    std::size_t have = letters + 2;
    if (have < target) {
        out += ' ';
        ++have;
        while (have < target) {
            out += "\u00B7";
            ++have;
        }
    }
    out += ']';
    return out;
}

} // namespace heist::language
