import DragKitStore

/// The success body of `GET /api/containers` and `POST /api/drops`:
/// `{"containers":[…]}`.
struct ContainersPayload: Encodable {
    var containers: [ListContainer]
}
