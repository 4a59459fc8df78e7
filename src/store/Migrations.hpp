#pragma once
// The schema migrations from db/migrations/*.sql, compiled into the binary at build time
// (a generated file) so the schema always matches the build that reads it.
#include <string>
#include <vector>

namespace heist::store {

struct Migration {
    int version;
    std::string name;
    std::string sql;
};

const std::vector<Migration>& migrations();

} // namespace heist::store
