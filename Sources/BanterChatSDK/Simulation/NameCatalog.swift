/// People's names from many cultures for the generated workspaces, each with an ASCII
/// spelling for user ids, so lists, mentions and text layout meet accents, CJK and other
/// scripts the way a real workspace would.
enum NameCatalog {
    /// A name as written, and how it reads in a user id.
    struct Name {
        var written: String
        var ascii: String
    }

    /// Names that belong together, and how they combine into a full name.
    struct Culture {
        var givenNames: [Name]
        var familyNames: [Name]
        /// Family name first, with no space: 陈伟.
        var familyFirstUnspaced = false
        /// Family name first, with a space: Nguyễn Linh.
        var familyFirstSpaced = false

        func fullName(given: Name, family: Name) -> String {
            if familyFirstUnspaced { return family.written + given.written }
            if familyFirstSpaced { return family.written + " " + given.written }
            return given.written + " " + family.written
        }
    }

    private static func names(_ pairs: KeyValuePairs<String, String>) -> [Name] {
        pairs.map { Name(written: $0.key, ascii: $0.value) }
    }

    /// Names whose written form is already plain ASCII.
    private static func names(_ plain: [String]) -> [Name] {
        plain.map { Name(written: $0, ascii: $0.lowercased().filter { $0.isLetter }) }
    }

    static let cultures: [Culture] = [
        Culture(
            givenNames: names(["José": "jose", "Sofía": "sofia", "Mateo": "mateo", "Lucía": "lucia",
                               "Alejandro": "alejandro", "Camila": "camila", "Tomás": "tomas", "Valentina": "valentina"]),
            familyNames: names(["García": "garcia", "Fernández": "fernandez", "López": "lopez",
                                "Martínez": "martinez", "Ruiz": "ruiz", "Torres": "torres"])),
        Culture(
            givenNames: names(["Zoë": "zoe", "Liam": "liam", "Olivia": "olivia", "Noah": "noah",
                               "Emma": "emma", "Jack": "jack", "Grace": "grace", "Oliver": "oliver"]),
            familyNames: names(["Smith", "Bennett", "Clarke", "Hughes", "Walker", "Reid"])),
        Culture(
            givenNames: names(["Łukasz": "lukasz", "Agnieszka": "agnieszka", "Paweł": "pawel",
                               "Zofia": "zofia", "Krzysztof": "krzysztof", "Małgorzata": "malgorzata"]),
            // Surnames that do not change with gender, so any pairing reads right.
            familyNames: names(["Nowak": "nowak", "Wójcik": "wojcik", "Kowalczyk": "kowalczyk",
                                "Mazur": "mazur", "Krawczyk": "krawczyk"])),
        Culture(
            givenNames: names(["Siobhán": "siobhan", "Niamh": "niamh", "Cian": "cian", "Aoife": "aoife",
                               "Oisín": "oisin", "Séamus": "seamus"]),
            familyNames: names(["O'Brien": "obrien", "Murphy": "murphy", "Kelly": "kelly",
                                "Ó Súilleabháin": "osuilleabhain", "Byrne": "byrne"])),
        Culture(
            givenNames: names(["Saanvi", "Aarav", "Priya", "Arjun", "Ananya", "Rohan", "Diya", "Vikram"]),
            familyNames: names(["Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Nair"])),
        Culture(
            givenNames: names(["伟": "wei", "芳": "fang", "静": "jing", "磊": "lei", "敏": "min", "杰": "jie"]),
            familyNames: names(["陈": "chen", "王": "wang", "李": "li", "张": "zhang", "刘": "liu"]),
            familyFirstUnspaced: true),
        Culture(
            givenNames: names(["Yuki", "Haruto", "Aiko", "Sota", "Hina", "Ren"]),
            familyNames: names(["Tanaka", "Suzuki", "Watanabe", "Yamamoto", "Sato"])),
        Culture(
            givenNames: names(["翔太": "shota", "美咲": "misaki", "陽菜": "hina", "蓮": "ren"]),
            familyNames: names(["佐藤": "sato", "鈴木": "suzuki", "高橋": "takahashi", "田中": "tanaka"]),
            familyFirstUnspaced: true),
        Culture(
            givenNames: names(["Min-jun": "minjun", "Seo-yeon": "seoyeon", "Ji-ho": "jiho", "Ha-eun": "haeun"]),
            familyNames: names(["Kim", "Lee", "Park", "Choi"])),
        Culture(
            givenNames: names(["Oluwaseun", "Chidi", "Amara", "Adaeze", "Tunde", "Ngozi"]),
            familyNames: names(["Okafor", "Adeyemi", "Balogun", "Eze", "Nwosu"])),
        Culture(
            givenNames: names(["Fatima", "Omar", "Leila", "Youssef", "Amira", "Karim"]),
            familyNames: names(["Haddad", "Mansour", "Khalil", "Saleh"])),
        Culture(
            givenNames: names(["Björn": "bjorn", "Ingrid": "ingrid", "Søren": "soren", "Astrid": "astrid",
                               "Åsa": "asa", "Magnus": "magnus"]),
            familyNames: names(["Lindqvist": "lindqvist", "Johansson": "johansson", "Nørgaard": "norgaard",
                                "Eriksson": "eriksson", "Halvorsen": "halvorsen"])),
        Culture(
            givenNames: names(["Anaïs": "anais", "François": "francois", "Chloé": "chloe", "Léa": "lea",
                               "Théo": "theo", "Hélène": "helene"]),
            familyNames: names(["Dubois": "dubois", "Lefèvre": "lefevre", "Moreau": "moreau",
                                "Girard": "girard", "Rousseau": "rousseau"])),
        Culture(
            givenNames: names(["Ayşe": "ayse", "Mehmet": "mehmet", "Elif": "elif", "Emre": "emre",
                               "Zeynep": "zeynep", "Çağla": "cagla"]),
            familyNames: names(["Yılmaz": "yilmaz", "Kaya": "kaya", "Demir": "demir", "Şahin": "sahin",
                                "Öztürk": "ozturk"])),
        Culture(
            givenNames: names(["Thanh": "thanh", "Linh": "linh", "Minh": "minh", "Hương": "huong", "Quang": "quang"]),
            familyNames: names(["Nguyễn": "nguyen", "Trần": "tran", "Lê": "le", "Phạm": "pham"]),
            familyFirstSpaced: true),
        Culture(
            givenNames: names(["Aroha": "aroha", "Tāne": "tane", "Mere": "mere", "Wiremu": "wiremu"]),
            familyNames: names(["Ngata": "ngata", "Parata": "parata", "Te Rangi": "terangi"])),
        Culture(
            givenNames: names(["Jürgen": "jurgen", "Anja": "anja", "Lukas": "lukas", "Lena": "lena",
                               "Felix": "felix", "Mia": "mia"]),
            familyNames: names(["Müller": "muller", "Schmidt": "schmidt", "Becker": "becker", "Schäfer": "schafer"])),
        Culture(
            givenNames: names(["Олена": "olena", "Тарас": "taras", "Оксана": "oksana", "Дмитро": "dmytro", "Ірина": "iryna"]),
            familyNames: names(["Коваленко": "kovalenko", "Шевченко": "shevchenko", "Бондаренко": "bondarenko",
                                "Ткаченко": "tkachenko"])),
        Culture(
            givenNames: names(["Giulia", "Marco", "Francesca", "Luca", "Chiara"]),
            familyNames: names(["Rossi", "Bianchi", "Esposito", "Ricci"])),
        Culture(
            givenNames: names(["João": "joao", "Ana": "ana", "Thiago": "thiago", "Beatriz": "beatriz"]),
            familyNames: names(["Silva": "silva", "Souza": "souza", "Gonçalves": "goncalves", "Araújo": "araujo"])),
    ]
}
