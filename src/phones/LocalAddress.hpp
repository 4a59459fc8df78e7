#pragma once
// The tablet's addresses on the local network, for the codes the phones scan.
#include <string>
#include <vector>

namespace heist::phones {

// The IPv4 addresses of the interfaces that are up, loopback excluded, private ranges
// (192.168/16, 10/8, 172.16/12) first. Empty when the tablet is on no network.
std::vector<std::string> localAddresses();

} // namespace heist::phones
