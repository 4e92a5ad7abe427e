import Spoken
import SpokenLint
import SpokenRender
import TestSupport
import Testing

/// The catalog ops of `spoken render`: words from the shipped catalogs (l10n/), responses as JSON.
@Suite("Render: catalog ops")
struct RenderCatalogOpsTests {
    @Test(
        "Each op, one request each",
        arguments: [
            (
                "rating with plural", #"{"id":1,"op":"rating","value":2,"locale":"ru"}"#,
                #"{"id":1,"text":"2 звезды","locale":"ru"}"#
            ),
            (
                "rating out of", #"{"id":2,"op":"rating","value":3,"max":5,"outOf":true}"#,
                #"{"id":2,"text":"3 out of 5 stars","locale":"en"}"#
            ),
            (
                "rating zh-Hans", #"{"id":3,"op":"rating","value":3,"locale":"zh-Hans"}"#,
                #"{"id":3,"text":"3星","locale":"zh-Hans"}"#
            ),
            (
                "announce with priority",
                #"{"id":4,"op":"announce","key":"announce.newMessages","args":{"count":21},"locale":"ru"}"#,
                #"{"id":4,"text":"21 новое сообщение","locale":"ru","priority":"high"}"#
            ),
            (
                "announce short key, fallback", #"{"id":5,"op":"announce","key":"loading","locale":"zh-TW"}"#,
                #"{"id":5,"text":"正在載入","locale":"zh-Hant","priority":"low"}"#
            ),
            (
                "announce date in the request's zone",
                #"{"id":6,"op":"announce","key":"updatedAt","args":{"date":"2026-11-29T12:50:00Z"},"timeZone":"Asia/Tokyo"}"#,
                "{\"id\":6,\"text\":\"Updated Nov 29, 2026, 9:50\u{202F}PM\",\"locale\":\"en\",\"priority\":\"default\"}"
            ),
            (
                "hint through announce", #"{"id":7,"op":"announce","key":"hint.dismiss","locale":"zh-Hans"}"#,
                #"{"id":7,"text":"连按两次关闭","locale":"zh-Hans","priority":null}"#
            ),
            (
                "custom rotor", #"{"id":8,"op":"rotor","key":"unread","locale":"zh-Hans"}"#,
                #"{"id":8,"text":"未读文章","locale":"zh-Hans","key":"rotor.unread","systemType":null}"#
            ),
            (
                "system rotor", #"{"id":9,"op":"rotor","key":"rotor.images","locale":"zh-TW"}"#,
                #"{"id":9,"text":"圖片","locale":"zh-Hant","key":"rotor.images","systemType":"image"}"#
            ),
            (
                "rotor manifest",
                #"{"id":10,"op":"rotorManifest","items":[{"id":"a1","headline":true,"unread":true},{"id":"a2","unread":true}],"locale":"zh-Hans"}"#,
                #"{"id":10,"text":"头条新闻\n未读文章","locale":"zh-Hans","rotors":[{"name":"头条新闻","key":"rotor.headlines","systemType":null,"ids":["a1"]},{"name":"未读文章","key":"rotor.unread","systemType":null,"ids":["a1","a2"]}]}"#
            ),
        ])
    func op(_ name: String, _ request: String, _ response: String) throws {
        #expect(Renderer().render(line: request, number: 1)?.json == response)
    }

    @Test("The words are the catalog's")
    func wordsFromCatalog() throws {
        // Guards the literals above: they must be what the catalog files say.
        #expect(CatalogOnDisk.message("rotor.unread", in: "zh-Hans") == "未读文章")
        #expect(CatalogOnDisk.message("announce.loading", in: "zh-Hant") == "正在載入")
        #expect(CatalogOnDisk.message("hint.dismiss", in: "zh-Hans") == "连按两次关闭")
    }
}
