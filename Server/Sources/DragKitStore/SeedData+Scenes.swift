/// The seed content of every scene, in container order.
///
/// Accepted types marked *(kind)* are not stored with the container: its kind states them in the
/// catalogue (`Web/showcase/catalog.json`), which the page and the server both apply (issue 23).
///
/// | container | scene | kind | accepts | cross |
/// |---|---|---|---|---|
/// | `notes-index` | notes | list | com.dragkit.note | move |
/// | `note-shopping`, `note-trip`, `note-reading` | notes | note | *(kind)* com.dragkit.clipping public.plain-text public.file-url | copy |
/// | `<note>.attachments` | notes | attachments | *(kind)* public.image | copy |
/// | `notes-quick` | notes | field | *(kind)* public.plain-text | copy |
/// | `rem-today`, `rem-errands`, `rem-work` | reminders | list | com.dragkit.reminder public.plain-text public.url | move |
/// | `<reminder>.subtasks` (one per reminder, its subtasks; `parent`: the list holding it) | reminders | list | com.dragkit.reminder public.plain-text public.url | move |
/// | `rem-board` (the board view's columns: an item per list that opens it, in order) | reminders | board | com.dragkit.reminder-list | move |
/// | `photos-library` | photos | grid | com.dragkit.photo public.image | copy |
/// | `photos-shared` | photos | album | *(kind)* com.dragkit.photo public.image | copy |
/// | `mail-contacts` | mail | list | public.vcard | copy |
/// | `mail-to` | mail | recipients | *(kind)* public.vcard | copy |
/// | `mail-body` | mail | mailbody | *(kind)* com.dragkit.clipping public.plain-text | copy |
/// | `mail-body.attachments` | mail | attachments | *(kind)* public.image | copy |
/// | `cal-mon` … `cal-sun`, `cal-dates` (Month view days outside the week) | calendar | day | *(kind)* com.dragkit.event public.calendar-event | move |
/// | `files-root`, `files-documents`, `files-projects` | files | folder | (any) | move |
/// | `files-dropbox` | files | dropbox (write-only) | (any) | copy |
/// | `home-grid`, `home-dock`, `home-folder` | home | springboard, dock, appfolder | com.dragkit.app | move |
/// | `charts-gallery` | charts | grid | com.dragkit.chart | copy |
/// | `charts-board` | charts | dashboard | *(kind)* com.dragkit.chart-data | copy |
/// | `print` | toolbar | print (stores nothing) | com.dragkit.note com.dragkit.photo public.image | copy |
///
/// Copies where the source keeps its content (a contact stays in Contacts, a
/// photo in the library, an image stays where it was attached); moves where
/// an item has one home (reminders, events, files, apps).
extension SeedData {
    static let containers: [Container] =
        notes + reminders + photos + mail + calendar + files + home + charts + toolbar

    // MARK: Notes

    static let notes: [Container] = [
        Container(
            id: "notes-index", scene: "notes", kind: .list, title: "Notes", crossOperation: .move,
            accepts: ["com.dragkit.note"],
            items: [
                Item(id: "notes-index-1", type: "com.dragkit.note", title: "Shopping list", payload: ["container": "note-shopping"]),
                Item(id: "notes-index-2", type: "com.dragkit.note", title: "Lisbon long weekend", payload: ["container": "note-trip"]),
                Item(id: "notes-index-3", type: "com.dragkit.note", title: "Reading log 2025", payload: ["container": "note-reading"]),
            ]
        ),
        Container(
            id: "note-shopping", scene: "notes", kind: .note, title: "Shopping list", crossOperation: .copy,
            accepts: [], text: shoppingNote
        ),
        Container(
            id: "note-shopping.attachments", scene: "notes", kind: .attachments, title: "Attachments",
            crossOperation: .copy, accepts: []
        ),
        Container(
            id: "note-trip", scene: "notes", kind: .note, title: "Lisbon long weekend", crossOperation: .copy,
            accepts: [], text: tripNote
        ),
        Container(
            id: "note-trip.attachments", scene: "notes", kind: .attachments, title: "Attachments",
            crossOperation: .copy, accepts: [],
            items: [Item(id: "note-trip.attachments-1", type: "com.dragkit.photo", title: "Tram 28", payload: photoPayloads[4].1)]
        ),
        Container(
            id: "note-reading", scene: "notes", kind: .note, title: "Reading log 2025", crossOperation: .copy,
            accepts: [], text: readingNote
        ),
        Container(
            id: "note-reading.attachments", scene: "notes", kind: .attachments, title: "Attachments",
            crossOperation: .copy, accepts: []
        ),
        Container(
            id: "notes-quick", scene: "notes", kind: .field, title: "Quick entry", crossOperation: .copy,
            accepts: [], text: [TextRun("Call Mum about Sunday lunch")]
        ),
    ]

    static func bold(_ text: String, size: Double = 16) -> TextRun { TextRun(text, size: size, weight: 700) }

    static let shoppingNote: [TextRun] = [
        TextRun("Shopping list\n", size: 22, weight: 700),
        TextRun("Oat milk, two cartons\nSourdough loaf\n"),
        TextRun("Ripe", italic: true), TextRun(" avocados (for Saturday)\n"),
        TextRun("Coffee beans — ", color: 0x222222), TextRun("the Ethiopian one", weight: 700),
        TextRun("\nLemons, basil, cherry tomatoes\n"),
        TextRun("Don't forget: ", weight: 700, color: 0xC43501), TextRun("birthday card for Priya\n", color: 0xC43501),
        TextRun("Dishwasher tablets\nBin bags"),
    ]

    static let tripNote: [TextRun] = [
        TextRun("Lisbon long weekend\n", size: 22, weight: 700),
        TextRun("Fri 13 – Mon 16 June\n", italic: true, color: 0x6E6E73),
        TextRun("\n"),
        bold("Friday\n"),
        TextRun("Land 14:20, Aerobus to Baixa. Check in at the flat on Rua da Rosa.\nSunset at Miradouro de Santa Catarina.\n"),
        bold("Saturday\n"),
        TextRun("Tram 28 early, before the queues. Castelo de São Jorge, then lunch in Alfama.\nEvening: fado at "),
        TextRun("Tasca do Chico", color: 0x0A64D2, link: "https://example.com/tasca-do-chico"),
        TextRun(" (book!)\n"),
        bold("Sunday\n"),
        TextRun("Train to Sintra from Rossio, 40 min. Pena Palace, Quinta da Regaleira.\n"),
        bold("Monday\n"),
        TextRun("Pastéis de Belém", weight: 700, color: 0x1A7F37), TextRun(" for breakfast, MAAT, flight 18:05.\n"),
        TextRun("\nPack: comfortable shoes, sun hat, adapter.", italic: true),
    ]

    /// A long note (over 60 lines), so its view scrolls (A1).
    static let readingNote: [TextRun] = {
        let books: [(String, String, String, String, String)] = [
            ("January", "The Overstory", "Richard Powers", "Trees as characters; slow start, huge payoff.", "★★★★★"),
            ("February", "Piranesi", "Susanna Clarke", "A house of endless halls and tides. Read it in two evenings.", "★★★★★"),
            ("March", "The Left Hand of Darkness", "Ursula K. Le Guin", "The ice crossing chapters are unforgettable.", "★★★★☆"),
            ("April", "Braiding Sweetgrass", "Robin Wall Kimmerer", "Best read a chapter at a time, outdoors if possible.", "★★★★★"),
            ("May", "Klara and the Sun", "Kazuo Ishiguro", "Quiet and sad; the narrator's voice carries it.", "★★★★☆"),
            ("June", "A Gentleman in Moscow", "Amor Towles", "A whole life inside one hotel. Perfect holiday book.", "★★★★☆"),
            ("July", "Project Hail Mary", "Andy Weir", "Rocky! Laughed out loud on the train.", "★★★★★"),
            ("August", "The Remains of the Day", "Kazuo Ishiguro", "Second Ishiguro this year; even better than the first.", "★★★★★"),
            ("September", "Middlemarch", "George Eliot", "Long, but Dorothea and Lydgate are worth it.", "★★★★☆"),
            ("October", "The Hobbit", "J. R. R. Tolkien", "Reread aloud with the kids, one chapter a night.", "★★★★★"),
            ("November", "Educated", "Tara Westover", "Hard to put down; discussed it for weeks.", "★★★★☆"),
            ("December", "A Christmas Carol", "Charles Dickens", "Every December. Still works.", "★★★★★"),
        ]
        var runs: [TextRun] = [
            TextRun("Reading log 2025\n", size: 22, weight: 700),
            TextRun("One book a month, with the book club on the last Thursday.\n\n", italic: true, color: 0x6E6E73),
        ]
        for (month, title, author, thought, rating) in books {
            runs.append(bold("\(month): \(title)\n"))
            runs.append(TextRun("by \(author)\n", italic: true))
            runs.append(TextRun("\(thought)\n"))
            runs.append(TextRun("\(rating)\n", color: 0xC98A00))
            runs.append(TextRun("\n"))
        }
        runs.append(TextRun("Next year: more poetry, and finally finish Proust.", weight: 700, color: 0x1A7F37))
        return runs
    }()

    // MARK: Reminders

    /// What a reminders list takes: reminders, and text and links from other apps, which become
    /// one reminder per line or link (S1, A2; ``ImportTransaction``).
    static let reminderAccepts = ["com.dragkit.reminder", "public.plain-text", "public.url"]

    static func reminders(_ id: String, _ title: String, _ titles: [String], parent: String? = nil) -> Container {
        Container(
            id: id, scene: "reminders", kind: .list, title: title, crossOperation: .move,
            accepts: reminderAccepts, parent: parent,
            items: numbered(id, "com.dragkit.reminder", titles.map { ($0, [:]) })
        )
    }

    /// A reminder that opens its level of subtasks (issue 37): `<id>.subtasks`, as
    /// ``ReminderLevels/ensure(_:)`` names the levels it gives every other reminder.
    static func withSubtasks(_ list: Container, _ index: Int, _ titles: [String]) -> [Container] {
        var list = list
        let reminder = list.items[index]
        let level = ReminderLevels.levelID(for: reminder.id)
        list.items[index].payload = ["opens": .string(level)]
        return [list, reminders(level, reminder.title, titles, parent: list.id)]
    }

    /// The board view's columns (issue 37): one item per list, opening it, in the board's order.
    static let reminderBoard = Container(
        id: ReminderLevels.boardID, scene: "reminders", kind: .board, title: "Lists", crossOperation: .move,
        accepts: [ReminderLevels.columnType],
        items: [("rem-today", "Today"), ("rem-errands", "Errands"), ("rem-work", "Work")].map { list, title in
            Item(id: "\(ReminderLevels.boardID)-\(list)", type: ReminderLevels.columnType, title: title, payload: ["opens": .string(list)])
        }
    )

    static let reminders: [Container] = [
        reminders("rem-today", "Today", [
            "Buy oat milk", "Call the plumber", "Book train to Lyon", "Return library books", "Renew passport",
        ]),
        reminders("rem-errands", "Errands", [
            "Pick up dry cleaning", "Post the parcel to Gran", "Get the bike light fixed", "Collect prescription",
            "Drop off recycling",
        ]),
    ] + withSubtasks(
        reminders("rem-work", "Work", [
            "Send the Q3 slides to Maya", "Review Tom's pull request", "Book the team offsite room",
            "Update the roadmap", "1:1 notes for Friday", "Expense the conference ticket",
        ]), 2, ["Ask two venues for a quote", "Check the dates with the team"]
    ) + [reminderBoard]

    // MARK: Photos

    /// Title and payload of the library's photos.
    static let photoPayloads: [(String, JSONValue)] = [
        ("Lake at dawn", ["hue": 205, "caption": "Lake at dawn", "camera": "iPhone 15 Pro", "width": 4032, "height": 3024, "bytes": 3_400_000]),
        ("Poppies", ["hue": 8, "caption": "Poppies by the road", "camera": "iPhone 15 Pro", "width": 3024, "height": 4032, "bytes": 2_900_000]),
        ("Forest path", ["hue": 120, "caption": "Forest path", "camera": "Fujifilm X-T5", "width": 6240, "height": 4160, "bytes": 5_800_000]),
        ("Desert dunes", ["hue": 35, "caption": "Dunes at noon", "camera": "Sony A7 IV", "width": 6000, "height": 4000, "bytes": 4_700_000]),
        ("Tram 28", ["hue": 48, "caption": "Tram 28, Lisbon", "camera": "iPhone 15 Pro", "width": 4032, "height": 3024, "bytes": 3_100_000]),
        ("Northern lights", ["hue": 150, "caption": "Northern lights", "camera": "Sony A7 IV", "width": 6000, "height": 4000, "bytes": 6_000_000]),
        ("Birthday cake", ["hue": 330, "caption": "Priya's birthday cake", "camera": "Pixel 8", "width": 4080, "height": 3072, "bytes": 2_300_000]),
        ("Harbour", ["hue": 190, "caption": "Harbour at dusk", "camera": "Fujifilm X-T5", "width": 6240, "height": 4160, "bytes": 5_200_000]),
        ("Lavender", ["hue": 270, "caption": "Lavender field", "camera": "iPhone 15 Pro", "width": 4032, "height": 3024, "bytes": 3_700_000]),
        ("Snowy peak", ["hue": 220, "caption": "Snow on the ridge", "camera": "Pixel 8", "width": 4080, "height": 3072, "bytes": 1_600_000]),
        ("Market stall", ["hue": 20, "caption": "Oranges at the market", "camera": "iPhone 13 mini", "width": 4032, "height": 3024, "bytes": 2_000_000]),
        ("Rainy window", ["hue": 240, "caption": "Rain on the window", "camera": "iPhone 13 mini", "width": 3024, "height": 4032, "bytes": 1_500_000]),
    ]

    static let photos: [Container] = [
        Container(
            id: "photos-library", scene: "photos", kind: .grid, title: "Library", crossOperation: .copy,
            accepts: ["com.dragkit.photo", "public.image"],
            items: numbered("photos-library", "com.dragkit.photo", photoPayloads)
        ),
        Container(
            id: "photos-shared", scene: "photos", kind: .album, title: "Shared album: Family", crossOperation: .copy,
            accepts: [],
            items: numbered("photos-shared", "com.dragkit.photo", [photoPayloads[6], photoPayloads[0], photoPayloads[9]])
        ),
    ]

    // MARK: Mail

    static let mail: [Container] = [
        Container(
            id: "mail-contacts", scene: "mail", kind: .list, title: "Contacts", crossOperation: .copy,
            accepts: ["public.vcard"],
            items: numbered("mail-contacts", "public.vcard", [
                ("Ada Lovelace", ["name": "Ada Lovelace", "email": "ada@example.com", "phone": "+44 20 7946 0018"]),
                ("Grace Hopper", ["name": "Grace Hopper", "email": "grace@example.com", "phone": "+1 202 555 0143"]),
                ("Alan Turing", ["name": "Alan Turing", "email": "alan@example.org", "phone": "+44 161 496 0754"]),
                ("Katherine Johnson", ["name": "Katherine Johnson", "email": "katherine@example.net", "phone": "+1 757 555 0199"]),
                ("Tim Berners-Lee", ["name": "Tim Berners-Lee", "email": "timbl@example.org", "phone": "+44 1865 555 010"]),
                ("Margaret Hamilton", ["name": "Margaret Hamilton", "email": "margaret@example.com", "phone": "+1 617 555 0111"]),
            ])
        ),
        Container(
            id: "mail-to", scene: "mail", kind: .recipients, title: "To", crossOperation: .copy, accepts: []
        ),
        Container(
            id: "mail-body", scene: "mail", kind: .mailbody, title: "Message", crossOperation: .copy,
            accepts: [],
            text: [
                TextRun("Hi all,\n\n"),
                TextRun("Here are the photos from Saturday — thank you for a "),
                TextRun("lovely", italic: true),
                TextRun(" afternoon! Drag in any I missed.\n\nSee you on the 28th,\nSam"),
            ]
        ),
        Container(
            id: "mail-body.attachments", scene: "mail", kind: .attachments, title: "Attachments", crossOperation: .copy,
            accepts: []
        ),
    ]

    /// What a note takes: text, and from another app a file, whose kind a browser tells only at
    /// the drop (protected mode). The import then keeps clipping and text files and refuses any
    /// other with a message (S1, P1).
    // MARK: Calendar

    static func day(_ suffix: String, _ title: String, _ events: [(String, Int, Int)]) -> Container {
        let id = "cal-\(suffix)"
        return Container(
            id: id, scene: "calendar", kind: .day, title: title, crossOperation: .move, accepts: [],
            items: numbered(id, "com.dragkit.event", events.map { ($0.0, ["start": .number(Double($0.1)), "minutes": .number(Double($0.2))]) })
        )
    }

    static let calendar: [Container] = [
        day("mon", "Monday", [("Team standup", 9 * 60 + 30, 15), ("Dentist", 14 * 60, 45)]),
        day("tue", "Tuesday", [("Design review", 11 * 60, 60)]),
        day("wed", "Wednesday", [("Lunch with Priya", 12 * 60 + 30, 90), ("Yoga", 18 * 60 + 30, 60)]),
        day("thu", "Thursday", [("Book club", 19 * 60, 120)]),
        day("fri", "Friday", [("1:1 with Maya", 10 * 60, 30), ("Drinks after work", 17 * 60 + 30, 120)]),
        day("sat", "Saturday", [("Farmers' market", 9 * 60, 90), ("Bike ride to the coast", 13 * 60, 180)]),
        day("sun", "Sunday", [("Family lunch", 13 * 60, 150)]),
        // Events on the Month view's other days: each keeps its day as `date` (YYYY-MM-DD).
        day("dates", "Other days", []),
    ]

    // MARK: Files

    static let files: [Container] = [
        Container(
            id: "files-root", scene: "files", kind: .folder, title: "Home", crossOperation: .move, accepts: [],
            items: [
                Item(id: "files-root-1", type: "public.folder", title: "Documents", payload: ["opens": "files-documents"]),
                Item(id: "files-root-2", type: "public.folder", title: "Projects", payload: ["opens": "files-projects"]),
                Item(id: "files-root-3", type: "public.file", title: "Budget 2025.numbers", payload: ["bytes": 184_000]),
                Item(id: "files-root-4", type: "public.file", title: "CV.pdf", payload: ["bytes": 96_000]),
            ]
        ),
        Container(
            id: "files-documents", scene: "files", kind: .folder, title: "Documents", crossOperation: .move, accepts: [],
            parent: "files-root",
            items: [
                Item(id: "files-documents-1", type: "public.file", title: "Lease agreement.pdf", payload: ["bytes": 412_000]),
                Item(id: "files-documents-2", type: "public.file", title: "Tax return 2024.pdf", payload: ["bytes": 238_000]),
                Item(id: "files-documents-3", type: "public.file", title: "Boarding pass.pkpass", payload: ["bytes": 52_000]),
                Item(
                    id: "files-documents-4", type: "com.dragkit.clipping", title: "Wi-Fi details",
                    payload: ["text": "Network: Rosa-5G\nPassword: sardines-at-midnight"]
                ),
            ]
        ),
        Container(
            id: "files-projects", scene: "files", kind: .folder, title: "Projects", crossOperation: .move, accepts: [],
            parent: "files-root",
            items: [
                Item(id: "files-projects-1", type: "public.file", title: "Garden plan.key", payload: ["bytes": 2_400_000]),
                Item(id: "files-projects-2", type: "public.file", title: "Coast ride.gpx", payload: ["bytes": 12_000]),
                Item(id: "files-projects-3", type: "public.file", title: "Logo sketches.sketch", payload: ["bytes": 1_100_000]),
            ]
        ),
        Container(
            id: "files-dropbox", scene: "files", kind: .dropbox, title: "Drop Box", crossOperation: .copy, accepts: []
        ),
    ]

    // MARK: Home

    static func apps(_ container: String, _ apps: [(String, String, Int)]) -> [Item] {
        numbered(container, "com.dragkit.app", apps.map { ($0.0, ["symbol": .string($0.1), "tint": .number(Double($0.2))]) })
    }

    static let home: [Container] = [
        Container(
            id: "home-grid", scene: "home", kind: .springboard, title: "Home Screen", crossOperation: .move,
            accepts: ["com.dragkit.app"],
            items: apps("home-grid", [
                ("Maps", "🗺", 0x34C759), ("Photos", "🌼", 0xFF9500), ("Camera", "📷", 0x8E8E93), ("Weather", "⛅️", 0x0A84FF),
                ("Clock", "⏰", 0x1C1C1E), ("Notes", "📝", 0xFFCC00), ("Reminders", "✅", 0xFF3B30), ("Calendar", "📅", 0xFF2D55),
                ("Books", "📚", 0xFF9F0A), ("Podcasts", "🎙", 0xAF52DE), ("Fitness", "🏃", 0x30D158), ("Wallet", "👛", 0x1C1C1E),
                ("Music", "🎵", 0xFA2D48), ("News", "📰", 0xFF375F), ("Translate", "🌐", 0x5856D6), ("Home", "🏠", 0xFF9500),
            ])
        ),
        Container(
            id: "home-dock", scene: "home", kind: .dock, title: "Dock", crossOperation: .move, accepts: ["com.dragkit.app"],
            items: apps("home-dock", [
                ("Phone", "📞", 0x34C759), ("Safari", "🧭", 0x0A84FF), ("Messages", "💬", 0x30D158), ("Mail", "✉️", 0x007AFF),
            ])
        ),
        Container(
            id: "home-folder", scene: "home", kind: .appfolder, title: "Utilities", crossOperation: .move,
            accepts: ["com.dragkit.app"],
            items: apps("home-folder", [("Calculator", "🧮", 0xFF9500), ("Compass", "🧭", 0x1C1C1E), ("Voice Memos", "🎤", 0xFF3B30)])
        ),
    ]

    // MARK: Charts

    static let charts: [Container] = [
        Container(
            id: "charts-gallery", scene: "charts", kind: .grid, title: "Gallery", crossOperation: .copy,
            accepts: ["com.dragkit.chart"],
            items: numbered("charts-gallery", "com.dragkit.chart", [
                ("Steps this week", ["values": [6, 9, 4, 11, 8, 13, 7], "style": "bar"]),
                ("Rainfall (mm)", ["values": [3, 5, 2, 8, 12, 6], "style": "bar"]),
                ("Coffee per day", ["values": [2, 3, 2, 4, 3, 1, 1], "style": "line"]),
                ("Books read", ["values": [1, 1, 2, 1, 3, 2], "style": "line"]),
            ])
        ),
        Container(
            id: "charts-board", scene: "charts", kind: .dashboard, title: "Dashboard", crossOperation: .copy,
            accepts: [],
            items: numbered("charts-board", "com.dragkit.chart", [
                ("Sleep (hours)", ["values": [7, 6, 8, 7, 5, 9, 8], "style": "bar"]),
            ])
        ),
    ]

    // MARK: Toolbar

    static let toolbar: [Container] = [
        Container(
            id: "print", scene: "toolbar", kind: .print, title: "Print", crossOperation: .copy,
            accepts: ["com.dragkit.note", "com.dragkit.photo", "public.image"]
        ),
    ]
}
