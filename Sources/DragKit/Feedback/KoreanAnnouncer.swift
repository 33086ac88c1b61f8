/// The announcements in Korean (S7), in the vocabulary of the Korean edition of the HIG's drag
/// and drop guideline (드래그 앤 드롭, 드롭 대상, 항목, 이동, 복사), formal style (합니다체), with
/// particles that follow the word before them (항목 2개를, Milk를, 보관함으로) and the 개
/// counter. Labels and a host's reasons are passed through in the host's own words.
public struct KoreanAnnouncer: Announcer, Sendable {
    public init() {}

    /// The Korean sentence for `event`. O(n) in its length.
    public func words(for event: Announcement.Event) -> String {
        switch event {
        case .sequence(let events):
            var text = ""
            for part in events {
                let said = words(for: part)
                if said.isEmpty { continue }
                if !text.isEmpty { text += " " }
                text += said
            }
            return text
        case .liftedItem(let item, let position, let count, let container):
            return "\(object(item)) 들어 올렸습니다. \(container)의 항목 \(count)개 중 \(position)번째입니다."
        case .liftedItems(let count, let container):
            return "\(container)에서 항목 \(count)개를 들어 올렸습니다."
        case .liftedText(let text, let container):
            return "\(container)에서 \(object(describe(.text(text)))) 들어 올렸습니다."
        case .addedToDrag(let item, let count):
            return "\(object(item)) 추가했습니다. 항목 \(count)개를 드래그하는 중입니다."
        case .over(let container, let spot, let verb):
            let place = spot.map { ", \(phrase($0))" } ?? ""
            return "\(container) 위\(place)입니다. 드롭하면 \(consequence(verb))."
        case .cantTake(let container, let subject):
            return "\(container)에는 \(object(describe(subject))) 드롭할 수 없습니다."
        case .cantDropHere(let subject):
            return "여기에는 \(object(describe(subject))) 드롭할 수 없습니다."
        case .notOverTarget:
            return "드롭 대상 위에 있지 않습니다."
        case .noPlaceHereTakesText:
            return "이곳에는 텍스트를 드롭할 수 없습니다."
        case .dropped(let verb, let subject, let container, let position, let count, let stayed, let offered):
            let text = "\(object(describe(subject))) \(toward(container, verb)) \(noun(verb))했습니다. 위치 \(count)개 중 \(position)번째입니다."
            return stayed > 0 ? text + " 항목 \(offered)개 중 \(stayed)개는 그곳에 들어갈 수 없어 제자리에 남았습니다." : text
        case .droppedText(let verb, let text, let container, let character):
            return "\(object(describe(.text(text)))) \(container)의 \(character)번째 문자 위치로 \(noun(verb))했습니다."
        case .madeClipping(let title, let container, let position, let count):
            return "\(container)에 클리핑 \(object(quote(title))) 만들었습니다. 위치 \(count)개 중 \(position)번째입니다."
        case .droppedInPlace(let subject, let container):
            return "\(object(describe(subject))) \(container)의 원래 자리에 드롭했습니다."
        case .ended(.cancelled):
            return "드래그를 취소했습니다."
        case .ended(.outside):
            return "드롭 대상이 아닌 곳에 드롭했습니다."
        case .ended(.keyboardCancelled):
            return "취소했습니다."
        case .cantDropTextThere:
            return "그곳에는 텍스트를 드롭할 수 없습니다."
        case .returned(let subject, let container, let position, let count):
            if let position {
                return "\(KoreanParticle.subject.attached(to: describe(subject))) \(container)의 위치 \(count)개 중 \(position)번째로 돌아갔습니다."
            }
            return "\(KoreanParticle.subject.attached(to: describe(subject))) \(KoreanParticle.direction.attached(to: container)) 돌아갔습니다."
        case .noPlaceCanTake(let subject):
            return "\(object(describe(subject))) 드롭할 수 있는 곳이 없습니다."
        case .noPlaceCanTakeIt:
            return "드롭할 수 있는 곳이 없습니다."
        case .noOtherPlaceCanTake(let subject):
            return "\(object(describe(subject))) 드롭할 수 있는 다른 곳이 없습니다."
        case .dropPoint(let subject, let spot, let container, let asCopy, let asClipping):
            let kind = asClipping ? ", 클리핑으로" : asCopy ? ", 복사본으로" : ""
            return "\(describe(subject)), \(container)의 \(phrase(spot))\(kind)."
        case .boundary(let atStart, let container):
            return "\(container)의 \(atStart ? "처음" : "끝")입니다."
        case .keyboardHelp(let betweenLists):
            return "화살표 키로 이동하고, Tab 키로 다른 \(betweenLists ? "목록으" : "위치")로 가고, 스페이스 바로 드롭하고, Esc 키로 취소합니다."
        case .loading(let subject, let container, let bytes):
            return "\(object(describe(subject))) \(container)에 드롭했습니다. 불러오는 중\(bytes > 0 ? "(\(size(bytes)))" : "")…"
        case .loadingText(let subject, let container, let character):
            return "\(object(describe(subject))) \(container)의 \(character)번째 문자 위치에 드롭했습니다. 텍스트를 불러오는 중…"
        case .stoppedLoading(let subject, let container):
            return "\(container)에 \(describe(subject)) 불러오기를 중단했습니다. 원본은 그대로입니다."
        case .stoppedLoadingText(let subject, let container):
            return "\(describe(subject))의 텍스트 불러오기를 중단했습니다. \(topic(container)) 그대로입니다."
        case .insertedText(let subject, let container, let character):
            return "\(describe(subject))의 텍스트를 \(container)의 \(character)번째 문자 위치에 삽입했습니다."
        case .noTextToInsert(let subject, let container):
            return "\(describe(subject))에는 삽입할 텍스트가 없었습니다. \(topic(container)) 그대로입니다."
        case .couldNotTransfer(let verb, let subject, let container, let reason):
            let back = verb == .copy ? "복사본을 제거했습니다. 원본은 그대로입니다."
                : verb == .link ? "링크를 제거했습니다. 원본은 그대로입니다."
                : "원래 자리로 되돌렸습니다."
            return "\(object(describe(subject))) \(toward(container, verb)) \(noun(verb))하지 못했습니다: \(words(for: reason)). " + back
        case .couldNotMakeClipping(let title, let container, let reason):
            return "\(container)에 클리핑 \(object(quote(title))) 만들지 못했습니다: \(words(for: reason)). 클리핑을 제거했습니다. 텍스트는 그대로입니다."
        case .couldNotTransferText(let verb, let text, let container, let reason):
            let back = verb == .copy ? "복사본을 제거했습니다. 원본은 그대로입니다." : "원래 자리로 되돌렸습니다."
            return "\(object(describe(.text(text)))) \(toward(container, verb)) \(noun(verb))하지 못했습니다: \(words(for: reason)). " + back
        case .couldNotInsertText(let subject, let container, let reason, let whenLoaded):
            let after = whenLoaded ? "\(topic(container)) 그대로입니다." : "텍스트를 제거했습니다. \(topic(container)) 원래대로입니다."
            return "\(describe(subject))의 텍스트를 \(container)에 삽입하지 못했습니다: \(words(for: reason)). " + after
        case .couldNotInsertTextGone(let subject, let container):
            return "\(describe(subject))의 텍스트를 삽입하지 못했습니다: \(KoreanParticle.subject.attached(to: container)) 없어졌습니다."
        case .couldNotLoad(let subject, let container, let reason):
            return "\(object(describe(subject))) \(container)에 불러오지 못했습니다: \(words(for: reason)). 원본은 그대로입니다."
        case .couldNotFinishLoading(let subject, let reason):
            return "\(describe(subject)) 불러오기를 마치지 못했습니다: \(words(for: reason)). 원본은 그대로입니다."
        case .couldNotCommitHistory(let command, let reason):
            let after = command == .redo ? "변경 사항은 취소된 상태로 남습니다." : "변경 사항은 그대로입니다."
            return "\(can(command)) 없었습니다: \(words(for: reason)). " + after
        case .couldNotDropAfterAsking(let container):
            return "\(container)에 드롭하지 못했습니다: 확인하는 동안 콘텐츠가 변경되었습니다."
        case .undidMove(let change, let subject, let container, let position, let count):
            let what = KoreanParticle.subject.attached(to: describe(subject))
            if let position {
                return "\(name(change)) 실행 취소: \(what) \(container)의 위치 \(count)개 중 \(position)번째로 돌아갔습니다."
            }
            return "\(name(change)) 실행 취소: \(what) \(KoreanParticle.direction.attached(to: container)) 돌아갔습니다."
        case .undidCopies(let change, let copies, let subject, let container):
            let what = copies == 1 ? "복사본을" : "복사본 \(copies)개를"
            return "\(name(change)) 실행 취소: \(container)에서 \(describe(subject))의 \(what) 제거했습니다."
        case .undidClipping(let change, let title, let container):
            return "\(name(change)) 실행 취소: \(container)에서 클리핑 \(object(quote(title))) 제거했습니다."
        case .undidTextMove(let change, let text, let container, let character):
            return "\(name(change)) 실행 취소: \(KoreanParticle.subject.attached(to: quote(text))) \(container)의 \(character)번째 문자 위치로 돌아갔습니다."
        case .undidTextCopy(let change, let text, let container):
            return "\(name(change)) 실행 취소: \(container)에서 \(object(quote(text))) 제거했습니다."
        case .redid(let change, let event):
            return "\(name(change)) 실행 복귀: " + words(for: event)
        case .redidText(let change, let verb, let text, let container, let character):
            return "\(name(change)) 실행 복귀: \(object(quote(text))) \(container)의 \(character)번째 문자 위치로 \(noun(verb))했습니다."
        case .nothingTo(let command):
            return "\(adnominal(command)) 항목이 없습니다."
        case .cantWhileDragging(let command):
            return "드래그하는 동안에는 \(can(command)) 없습니다."
        case .stillSaving(let command, let change):
            return "아직 \(object(name(change))) \(can(command)) 없습니다: 저장하는 중입니다."
        case .changedSince(let command, let change):
            return "\(object(name(change))) \(can(command)) 없습니다: 그 후 콘텐츠가 변경되었습니다."
        case .askBefore(let verb, let subject, let container):
            return "\(object(describe(subject))) \(toward(container, verb)) \(noun(verb))하시겠습니까? 이 작업은 취소할 수 없습니다."
        case .askToPost(let subject, let container):
            return "\(object(describe(subject))) \(container)에 게시하시겠습니까? 게시한 후에는 취소할 수 없습니다. 취소를 누르면 되돌립니다."
        case .posted(let subject, let container):
            return "\(object(describe(subject))) \(container)에 게시했습니다."
        case .takenBack(let subject, let container):
            return "취소했습니다: \(container)에서 \(object(describe(subject))) 되돌렸습니다."
        case .didNotDrop(let subject, let container):
            return "\(object(describe(subject))) \(container)에 드롭하지 않았습니다. 변경된 것이 없습니다."
        case .cutToPasteboard(let subject, let container):
            return "\(container)에서 \(object(describe(subject))) 오려두었습니다. 붙여넣으면 이동합니다."
        case .copiedToPasteboard(let subject, let container):
            return "\(container)에서 \(object(describe(subject))) 복사했습니다."
        case .chooseFromOneList(let command):
            return "\(can(command)) 없습니다: 한 목록에서 항목을 선택하십시오."
        case .cantCutFrom(let container):
            return "\(container)에서는 오려둘 수 없습니다."
        case .pasteItemsGone:
            return "붙여넣을 항목이 없습니다: 항목이 없어졌습니다."
        case .noSuchList(let command):
            return "\(can(command)) 없습니다: 그런 목록이 없습니다."
        case .cantMoveOutOf(let container):
            return "\(container) 밖으로 항목을 이동할 수 없습니다."
        case .noSuchPosition(let command, let position, let container):
            return "\(container)의 \(position)번째 위치로 \(can(command)) 없습니다."
        case .alreadyThere(let subject, let container):
            return "\(topic(describe(subject))) 이미 \(container)에 있습니다."
        case .couldNotDo(let command, let subject, let container):
            let place = command == .move ? KoreanParticle.direction.attached(to: container) : container + "에"
            return "\(object(describe(subject))) \(place) \(can(command)) 없습니다."
        case .alreadyDraggingWithKeyboard:
            return "이미 키보드로 드래그하는 중입니다. 먼저 그 드래그를 드롭하거나 취소하십시오."
        case .notATextView(let container):
            return "들어 올릴 것이 없습니다: \(topic(container ?? "그곳")) 텍스트 보기가 아닙니다."
        case .textCantBeDragged(let container):
            return "\(container)의 텍스트는 드래그할 수 없습니다."
        case .selectTextFirst(let container):
            return "들어 올릴 것이 없습니다: 먼저 \(container)에서 텍스트를 선택하십시오."
        case .textAlreadyDragged(let container):
            return "\(container)의 그 텍스트는 이미 드래그하는 중입니다."
        case .opened(let control):
            return "\(object(control)) 열었습니다."
        case .taskStarted(let ongoing, let subject):
            return "\(describe(subject)): \(ongoing)…"
        case .taskProgress(let ongoing, let subject, let percent):
            return "\(describe(subject)): \(ongoing)… \(percent)%"
        case .taskFinished(let completed, let subject):
            return "\(describe(subject)): \(completed)."
        case .taskFailed(let ongoing, let subject, let reason):
            return "\(describe(subject)): \(ongoing) 작업에 실패했습니다: \(words(for: reason))."
        case .leftApp(let subject):
            return "창 밖입니다. 다른 앱에 드롭하면 \(object(describe(subject))) 복사합니다."
        case .copiedToAnotherApp(let subject):
            return "\(object(describe(subject))) 다른 앱에 복사했습니다."
        case .enteredFromAnotherApp(let subject):
            return "\(object(describe(subject))) 드래그하는 중입니다."
        case .received(let subject, let container):
            return "\(object(describe(subject))) \(container)에 추가했습니다."
        case .overEmptySpace(let subject):
            return "빈 공간 위입니다. 드롭하면 \(object(describe(subject))) 새 창에서 엽니다."
        case .openedInNewWindow(let subject):
            return "\(object(describe(subject))) 새 창에서 열었습니다."
        }
    }

    /// The Korean clause for a failure's reason; a host's words pass through. O(n).
    public func words(for reason: FailureReason) -> String {
        switch reason {
        case .message(let text): return text
        case .workspace(.duplicateItem(let id)): return "항목 \(topic("\(id.rawValue)")) 이미 등록되어 있습니다"
        case .workspace(.duplicateContainer(let id)): return "컨테이너 \(topic("\(id.rawValue)")) 이미 등록되어 있습니다"
        case .workspace(.unknownItem(let id)): return "항목 \(KoreanParticle.subject.attached(to: "\(id.rawValue)")) 없습니다"
        case .workspace(.unknownContainer(let id)): return "컨테이너 \(KoreanParticle.subject.attached(to: "\(id.rawValue)")) 없습니다"
        case .workspace(.indexOutOfRange(let index, let count)): return "위치 \(topic("\(index)")) 0에서 \(count) 사이가 아닙니다"
        case .destinationGone: return "대상이 없어졌습니다"
        case .noReason: return "이유가 제공되지 않았습니다"
        }
    }

    // MARK: Parts

    /// "Milk", "항목 3개", "텍스트 “안녕”", "텍스트".
    private func describe(_ subject: Announcement.Subject) -> String {
        switch subject {
        case .item(let label): return label
        case .items(let count): return "항목 \(count)개"
        case .text(let excerpt): return "텍스트 \(quote(excerpt))"
        case .someText: return "텍스트"
        case .fromAnotherApp(let count):
            return count == 0 ? "다른 앱의 콘텐츠" : count == 1 ? "다른 앱의 항목" : "다른 앱의 항목 \(count)개"
        }
    }

    private func quote(_ text: String) -> String { "“" + text + "”" }
    private func object(_ word: String) -> String { KoreanParticle.object.attached(to: word) }
    private func topic(_ word: String) -> String { KoreanParticle.topic.attached(to: word) }

    /// Where a move goes (보관함으로), or where a copy or link is put (보관함에).
    private func toward(_ container: String, _ verb: Announcement.DropVerb) -> String {
        verb == .move ? KoreanParticle.direction.attached(to: container) : container + "에"
    }

    private func phrase(_ spot: Announcement.Spot) -> String {
        switch spot {
        case .position(let position, let count): return "위치 \(count)개 중 \(position)번째"
        case .character(let character): return "\(character)번째 문자 앞"
        case .end: return "끝"
        }
    }

    /// What a drop does, as the end of "드롭하면 …".
    private func consequence(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .task(let name): return "\(name) 작업을 시작합니다"
        default: return "\(noun(verb))합니다"
        }
    }

    private func noun(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .move: return "이동"
        case .copy: return "복사"
        case .link: return "링크"
        case .delete: return "삭제"
        case .copyItsText: return "텍스트를 복사"
        case .makeClipping: return "클리핑을 생성"
        case .task(let name): return name
        }
    }

    /// "실행 취소할", "붙여넣을": the command before 항목 or 수.
    private func adnominal(_ command: Announcement.Command) -> String {
        switch command {
        case .undo: return "실행 취소할"
        case .redo: return "실행 복귀할"
        case .cut: return "오려둘"
        case .copy: return "복사할"
        case .paste: return "붙여넣을"
        case .move: return "이동할"
        }
    }

    /// "실행 취소할 수": followed by 없습니다.
    private func can(_ command: Announcement.Command) -> String { adnominal(command) + " 수" }

    private func name(_ change: Announcement.Change) -> String {
        switch change {
        case .move: return "이동"
        case .copy: return "복사"
        case .moveText: return "텍스트 이동"
        case .copyText: return "텍스트 복사"
        case .makeClipping: return "클리핑 생성"
        case .insertText: return "텍스트 삽입"
        case .named(let name): return name
        }
    }

    /// "512바이트", "12KB", "3.4MB".
    private func size(_ bytes: UInt64) -> String {
        if bytes < 1_000 { return "\(bytes)바이트" }
        if bytes < 1_000_000 { return "\(bytes / 1_000)KB" }
        let tenths = bytes / 100_000
        return "\(tenths / 10).\(tenths % 10)MB"
    }
}
