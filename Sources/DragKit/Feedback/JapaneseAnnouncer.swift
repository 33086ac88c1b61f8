/// The announcements in Japanese (S7), in the vocabulary of the Japanese edition of the HIG's
/// drag and drop guideline (ドラッグ＆ドロップ, ドロップ先, 移動, コピー), polite style (です・ます),
/// with the 個 counter (3個の項目) and 「」 quotes. Sentences follow one another without spaces.
/// Labels and a host's reasons are passed through in the host's own words.
public struct JapaneseAnnouncer: Announcer, Sendable {
    public init() {}

    /// The Japanese sentence for `event`. O(n) in its length.
    public func words(for event: Announcement.Event) -> String {
        switch event {
        case .sequence(let events):
            var text = ""
            for part in events { text += words(for: part) }
            return text
        case .liftedItem(let item, let position, let count, let container):
            return "\(item)を持ち上げました。\(container)の\(count)個中\(position)番目の項目です。"
        case .liftedItems(let count, let container):
            return "\(container)から\(count)個の項目を持ち上げました。"
        case .liftedText(let text, let container):
            return "\(container)からテキスト\(quote(text))を持ち上げました。"
        case .addedToDrag(let item, let count):
            return "\(item)を追加しました。\(count)個の項目をドラッグ中です。"
        case .over(let container, let spot, let verb):
            let place = spot.map { "、\(phrase($0))" } ?? ""
            return "\(container)の上\(place)。ドロップすると\(consequence(verb))。"
        case .cantTake(let container, let subject):
            return "\(container)には\(describe(subject))をドロップできません。"
        case .cantDropHere(let subject):
            return "ここには\(describe(subject))をドロップできません。"
        case .notOverTarget:
            return "ドロップ先の上にありません。"
        case .noPlaceHereTakesText:
            return "ここにはテキストをドロップできません。"
        case .dropped(let verb, let subject, let container, let position, let count, let stayed, let offered):
            let text = "\(describe(subject))を\(container)に\(noun(verb))しました。\(count)か所中\(position)番目です。"
            return stayed > 0 ? text + "\(offered)個中\(stayed)個の項目はそこに入れられず、元の場所に残りました。" : text
        case .droppedText(let verb, let text, let container, let character):
            return "テキスト\(quote(text))を\(container)の\(character)文字目に\(noun(verb))しました。"
        case .madeClipping(let title, let container, let position, let count):
            return "\(container)にクリッピング\(quote(title))を作成しました。\(count)か所中\(position)番目です。"
        case .droppedInPlace(let subject, let container):
            return "\(describe(subject))を\(container)の元の場所にドロップしました。"
        case .ended(.cancelled):
            return "ドラッグをキャンセルしました。"
        case .ended(.outside):
            return "ドロップ先ではない場所にドロップしました。"
        case .ended(.keyboardCancelled):
            return "キャンセルしました。"
        case .cantDropTextThere:
            return "そこにはテキストをドロップできません。"
        case .returned(let subject, let container, let position, let count):
            if let position { return "\(describe(subject))は\(container)の\(count)か所中\(position)番目に戻りました。" }
            return "\(describe(subject))は\(container)に戻りました。"
        case .noPlaceCanTake(let subject):
            return "\(describe(subject))をドロップできる場所がありません。"
        case .noPlaceCanTakeIt:
            return "ドロップできる場所がありません。"
        case .noOtherPlaceCanTake(let subject):
            return "\(describe(subject))をドロップできるほかの場所がありません。"
        case .dropPoint(let subject, let spot, let container, let asCopy, let asClipping):
            let kind = asClipping ? "、クリッピングとして" : asCopy ? "、コピーとして" : ""
            return "\(describe(subject))、\(container)の\(phrase(spot))\(kind)。"
        case .boundary(let atStart, let container):
            return "\(container)の\(atStart ? "先頭" : "末尾")です。"
        case .keyboardHelp(let betweenLists):
            return "矢印キーで移動、Tabキーでほかの\(betweenLists ? "リスト" : "場所")へ、スペースキーでドロップ、escキーでキャンセルします。"
        case .loading(let subject, let container, let bytes):
            return "\(describe(subject))を\(container)にドロップしました。読み込み中\(bytes > 0 ? "（\(size(bytes))）" : "")…"
        case .loadingText(let subject, let container, let character):
            return "\(describe(subject))を\(container)の\(character)文字目にドロップしました。テキストを読み込み中…"
        case .stoppedLoading(let subject, let container):
            return "\(container)への\(describe(subject))の読み込みを中止しました。元のデータは変更されていません。"
        case .stoppedLoadingText(let subject, let container):
            return "\(describe(subject))のテキストの読み込みを中止しました。\(container)は変更されていません。"
        case .insertedText(let subject, let container, let character):
            return "\(describe(subject))のテキストを\(container)の\(character)文字目に挿入しました。"
        case .noTextToInsert(let subject, let container):
            return "\(describe(subject))には挿入するテキストがありませんでした。\(container)は変更されていません。"
        case .couldNotTransfer(let verb, let subject, let container, let reason):
            let back = verb == .copy ? "コピーを削除しました。元の項目は変更されていません。"
                : verb == .link ? "リンクを削除しました。元の項目は変更されていません。"
                : "元の場所に戻しました。"
            return "\(describe(subject))を\(container)に\(noun(verb))できませんでした：\(words(for: reason))。" + back
        case .couldNotMakeClipping(let title, let container, let reason):
            return "\(container)にクリッピング\(quote(title))を作成できませんでした：\(words(for: reason))。クリッピングを削除しました。テキストは変更されていません。"
        case .couldNotTransferText(let verb, let text, let container, let reason):
            let back = verb == .copy ? "コピーを削除しました。元のテキストは変更されていません。" : "元の場所に戻しました。"
            return "テキスト\(quote(text))を\(container)に\(noun(verb))できませんでした：\(words(for: reason))。" + back
        case .couldNotInsertText(let subject, let container, let reason, let whenLoaded):
            let after = whenLoaded ? "\(container)は変更されていません。" : "テキストを削除しました。\(container)は元に戻りました。"
            return "\(describe(subject))のテキストを\(container)に挿入できませんでした：\(words(for: reason))。" + after
        case .couldNotInsertTextGone(let subject, let container):
            return "\(describe(subject))のテキストを挿入できませんでした：\(container)がなくなりました。"
        case .couldNotLoad(let subject, let container, let reason):
            return "\(describe(subject))を\(container)に読み込めませんでした：\(words(for: reason))。元のデータは変更されていません。"
        case .couldNotFinishLoading(let subject, let reason):
            return "\(describe(subject))の読み込みを完了できませんでした：\(words(for: reason))。元のデータは変更されていません。"
        case .couldNotCommitHistory(let command, let reason):
            let after = command == .redo ? "変更は取り消されたままです。" : "変更はそのままです。"
            return "\(noun(command))できませんでした：\(words(for: reason))。" + after
        case .couldNotDropAfterAsking(let container):
            return "\(container)にドロップできませんでした：確認中にコンテンツが変更されました。"
        case .undidMove(let change, let subject, let container, let position, let count):
            if let position {
                return "\(name(change))を取り消しました：\(describe(subject))は\(container)の\(count)か所中\(position)番目に戻りました。"
            }
            return "\(name(change))を取り消しました：\(describe(subject))は\(container)に戻りました。"
        case .undidCopies(let change, let copies, let subject, let container):
            let what = copies == 1 ? "コピー" : "\(copies)個のコピー"
            return "\(name(change))を取り消しました：\(container)から\(describe(subject))の\(what)を削除しました。"
        case .undidClipping(let change, let title, let container):
            return "\(name(change))を取り消しました：\(container)からクリッピング\(quote(title))を削除しました。"
        case .undidTextMove(let change, let text, let container, let character):
            return "\(name(change))を取り消しました：\(quote(text))は\(container)の\(character)文字目に戻りました。"
        case .undidTextCopy(let change, let text, let container):
            return "\(name(change))を取り消しました：\(container)から\(quote(text))を削除しました。"
        case .redid(let change, let event):
            return "\(name(change))をやり直しました：" + words(for: event)
        case .redidText(let change, let verb, let text, let container, let character):
            return "\(name(change))をやり直しました：\(quote(text))を\(container)の\(character)文字目に\(noun(verb))しました。"
        case .nothingTo(let command):
            return "\(noun(command))できる項目がありません。"
        case .cantWhileDragging(let command):
            return "ドラッグ中は\(noun(command))できません。"
        case .stillSaving(let command, let change):
            return "まだ\(name(change))を\(noun(command))できません：保存中です。"
        case .changedSince(let command, let change):
            return "\(name(change))を\(noun(command))できません：その後コンテンツが変更されました。"
        case .askBefore(let verb, let subject, let container):
            return "\(describe(subject))を\(container)に\(noun(verb))しますか？この操作は取り消せません。"
        case .askToPost(let subject, let container):
            return "\(describe(subject))を\(container)に投稿しますか？投稿は取り消せません。キャンセルすると元に戻ります。"
        case .posted(let subject, let container):
            return "\(describe(subject))を\(container)に投稿しました。"
        case .takenBack(let subject, let container):
            return "キャンセルしました：\(describe(subject))を\(container)から取り除きました。"
        case .didNotDrop(let subject, let container):
            return "\(describe(subject))を\(container)にドロップしませんでした。何も変更されていません。"
        case .cutToPasteboard(let subject, let container):
            return "\(container)から\(describe(subject))をカットしました。ペーストすると移動します。"
        case .copiedToPasteboard(let subject, let container):
            return "\(container)から\(describe(subject))をコピーしました。"
        case .chooseFromOneList(let command):
            return "\(noun(command))できません：1つのリストから項目を選択してください。"
        case .cantCutFrom(let container):
            return "\(container)からはカットできません。"
        case .pasteItemsGone:
            return "ペーストできる項目がありません：項目がなくなりました。"
        case .noSuchList(let command):
            return "\(noun(command))できません：そのリストはありません。"
        case .cantMoveOutOf(let container):
            return "\(container)から項目を移動できません。"
        case .noSuchPosition(let command, let position, let container):
            return "\(container)の\(position)番目の位置には\(noun(command))できません。"
        case .alreadyThere(let subject, let container):
            return "\(describe(subject))はすでに\(container)にあります。"
        case .couldNotDo(let command, let subject, let container):
            return "\(describe(subject))を\(container)に\(noun(command))できません。"
        case .alreadyDraggingWithKeyboard:
            return "すでにキーボードでドラッグ中です。先にそのドラッグをドロップするかキャンセルしてください。"
        case .notATextView(let container):
            return "持ち上げるものがありません：\(container ?? "その場所")はテキストビューではありません。"
        case .textCantBeDragged(let container):
            return "\(container)のテキストはドラッグできません。"
        case .selectTextFirst(let container):
            return "持ち上げるものがありません：先に\(container)でテキストを選択してください。"
        case .textAlreadyDragged(let container):
            return "\(container)のそのテキストはすでにドラッグ中です。"
        case .opened(let control):
            return "\(control)を開きました。"
        case .taskStarted(let ongoing, let subject):
            return "\(describe(subject))：\(ongoing)…"
        case .taskProgress(let ongoing, let subject, let percent):
            return "\(describe(subject))：\(ongoing)… \(percent)%"
        case .taskFinished(let completed, let subject):
            return "\(describe(subject))：\(completed)。"
        case .taskFailed(let ongoing, let subject, let reason):
            return "\(describe(subject))：\(ongoing)に失敗しました：\(words(for: reason))。"
        case .leftApp(let subject):
            return "ウインドウの外。ほかのアプリにドロップすると\(describe(subject))をコピーします。"
        case .copiedToAnotherApp(let subject):
            return "\(describe(subject))をほかのアプリにコピーしました。"
        case .enteredFromAnotherApp(let subject):
            return "\(describe(subject))をドラッグ中です。"
        case .received(let subject, let container):
            return "\(describe(subject))を\(container)に追加しました。"
        case .overEmptySpace(let subject):
            return "何もない場所の上。ドロップすると\(describe(subject))を新しいウインドウで開きます。"
        case .openedInNewWindow(let subject):
            return "\(describe(subject))を新しいウインドウで開きました。"
        }
    }

    /// The Japanese clause for a failure's reason; a host's words pass through. O(n).
    public func words(for reason: FailureReason) -> String {
        switch reason {
        case .message(let text): return text
        case .workspace(.duplicateItem(let id)): return "項目\(id.rawValue)はすでに登録されています"
        case .workspace(.duplicateContainer(let id)): return "コンテナ\(id.rawValue)はすでに登録されています"
        case .workspace(.unknownItem(let id)): return "項目\(id.rawValue)がありません"
        case .workspace(.unknownContainer(let id)): return "コンテナ\(id.rawValue)がありません"
        case .workspace(.indexOutOfRange(let index, let count)): return "位置\(index)が0〜\(count)の範囲外です"
        case .destinationGone: return "移動先がなくなりました"
        case .noReason: return "理由は示されていません"
        }
    }

    // MARK: Parts

    /// "Milk", "3個の項目", "テキスト「こんにちは」", "テキスト".
    private func describe(_ subject: Announcement.Subject) -> String {
        switch subject {
        case .item(let label): return label
        case .items(let count): return "\(count)個の項目"
        case .text(let excerpt): return "テキスト\(quote(excerpt))"
        case .someText: return "テキスト"
        case .fromAnotherApp(let count):
            return count == 0 ? "ほかのアプリのコンテンツ" : count == 1 ? "ほかのアプリの項目" : "ほかのアプリの\(count)個の項目"
        }
    }

    private func quote(_ text: String) -> String { "「" + text + "」" }

    private func phrase(_ spot: Announcement.Spot) -> String {
        switch spot {
        case .position(let position, let count): return "\(count)か所中\(position)番目"
        case .character(let character): return "\(character)文字目の前"
        case .end: return "末尾"
        }
    }

    /// What a drop does, as the end of "ドロップすると…".
    private func consequence(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .task(let name): return "「\(name)」を実行します"
        default: return "\(noun(verb))します"
        }
    }

    private func noun(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .move: return "移動"
        case .copy: return "コピー"
        case .link: return "リンク"
        case .delete: return "削除"
        case .copyItsText: return "テキストをコピー"
        case .makeClipping: return "クリッピングを作成"
        case .task(let name): return name
        }
    }

    private func noun(_ command: Announcement.Command) -> String {
        switch command {
        case .undo: return "取り消し"
        case .redo: return "やり直し"
        case .cut: return "カット"
        case .copy: return "コピー"
        case .paste: return "ペースト"
        case .move: return "移動"
        }
    }

    private func name(_ change: Announcement.Change) -> String {
        switch change {
        case .move: return "移動"
        case .copy: return "コピー"
        case .moveText: return "テキストの移動"
        case .copyText: return "テキストのコピー"
        case .makeClipping: return "クリッピングの作成"
        case .insertText: return "テキストの挿入"
        case .named(let name): return name
        }
    }

    /// "512バイト", "12KB", "3.4MB".
    private func size(_ bytes: UInt64) -> String {
        if bytes < 1_000 { return "\(bytes)バイト" }
        if bytes < 1_000_000 { return "\(bytes / 1_000)KB" }
        let tenths = bytes / 100_000
        return "\(tenths / 10).\(tenths % 10)MB"
    }
}
