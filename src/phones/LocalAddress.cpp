#include "phones/LocalAddress.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include <algorithm>

namespace heist::phones {

namespace {

bool isPrivate(std::uint32_t a) { return (a >> 16) == 0xC0A8 || (a >> 24) == 10 || (a >> 20) == 0xAC1; }

} // namespace

std::vector<std::string> localAddresses() {
    std::vector<std::pair<bool, std::string>> found;
    ifaddrs* list = nullptr;
    if (::getifaddrs(&list) != 0)
        return {};
    for (const ifaddrs* i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
            (i->ifa_flags & IFF_LOOPBACK))
            continue;
        const auto* in = reinterpret_cast<const sockaddr_in*>(i->ifa_addr);
        char text[INET_ADDRSTRLEN] = {};
        if (::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text))
            found.emplace_back(!isPrivate(ntohl(in->sin_addr.s_addr)), text);
    }
    ::freeifaddrs(list);
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (auto& f : found)
        if (std::find(out.begin(), out.end(), f.second) == out.end())
            out.push_back(std::move(f.second));
    return out;
}

} // namespace heist::phones
