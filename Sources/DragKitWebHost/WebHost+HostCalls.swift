// The web host takes every call of the host contract (issue 36): the wasm's generated exports
// forward to these methods, and the conformance makes a call the contract states and the host
// does not take a native build error, not a wasm one.

extension WebHost: HostCalls {}
