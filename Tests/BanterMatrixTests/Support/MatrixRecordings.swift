/// Responses recorded from Synapse 1.163.2 on loopback (`Scripts/matrix-dev-server`), in
/// a room that alice created (room version 12, so she is its creator and is listed in no
/// power levels) and bob joined. Only `limitExceeded` is written from the spec, not recorded:
/// the dev server's limits are set out of reach on purpose.
enum MatrixRecordings {
    /// `GET /rooms/{room}/messages?dir=b`, the three `m.room.message` events of the chunk, newest first.
    static let messagesChunk = #"{"chunk":[{"type":"m.room.message","event_id":"$nC6LF8t-pwHpo7SCSdwiYaRM_8mWVI1Fd560YZM6Zp0","origin_server_ts":1795782875441,"sender":"@alice:localhost","content":{"body":"hello 3","msgtype":"m.text"}},{"type":"m.room.message","event_id":"$TbBsOThBfeXcnL1asj4O_M-BH1rtZXFgIv4mccMTwjc","origin_server_ts":1795782875363,"sender":"@alice:localhost","content":{"body":"hello 2","msgtype":"m.text"}},{"type":"m.room.message","event_id":"$UoeOLS98XQlLRv-yWx6JRzM_8O9NwTDeGY-_n4l8MQc","origin_server_ts":1795782875286,"sender":"@alice:localhost","content":{"body":"hello 1","msgtype":"m.text"}}]}"#
    /// `GET /rooms/{room}/state/m.room.power_levels/` as the room was created (private chat preset).
    static let powerLevels = #"{"ban":50,"events":{"m.room.avatar":50,"m.room.canonical_alias":50,"m.room.encryption":100,"m.room.history_visibility":100,"m.room.name":50,"m.room.power_levels":100,"m.room.server_acl":100,"m.room.tombstone":150},"events_default":0,"historical":100,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0}"#
    /// The power levels after alice raised `events_default` to 50: frozen.
    static let powerLevelsFrozen = #"{"ban":50,"events":{"m.room.name":50,"m.room.power_levels":100},"events_default":50,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{},"users_default":0}"#
    /// The power levels after alice put bob at -1, below `users_default`: muted.
    static let powerLevelsMuted = #"{"ban":50,"events":{"m.room.name":50,"m.room.power_levels":100},"events_default":0,"invite":0,"kick":50,"redact":50,"state_default":50,"users":{"@bob:localhost":-1},"users_default":0}"#
    /// bob (level 0) renaming the room (`PUT …/state/m.room.name/`). HTTP 403.
    static let forbiddenName = (status: 403, body: #"{"errcode":"M_FORBIDDEN","error":"You don't have permission to post that to the room. user_level (0) < send_level (50)"}"#)
    /// bob sending while the room is frozen. HTTP 403.
    static let forbiddenFrozen = (status: 403, body: #"{"errcode":"M_FORBIDDEN","error":"You don't have permission to post that to the room. user_level (0) < send_level (50)"}"#)
    /// bob sending while muted. HTTP 403.
    static let forbiddenMuted = (status: 403, body: #"{"errcode":"M_FORBIDDEN","error":"You don't have permission to post that to the room. user_level (-1) < send_level (0)"}"#)
    /// bob sending after alice banned him. HTTP 403.
    static let forbiddenBanned = (status: 403, body: #"{"errcode":"M_FORBIDDEN","error":"User @bob:localhost not in room !2Di7GY-K--s5NH5zjGL1nbI_zPV_KlxyVOEx0sAtG3Y"}"#)
    /// bob asking for an event that does not exist. HTTP 404.
    static let unknownEvent = (status: 404, body: #"{"errcode":"M_NOT_FOUND","error":"Event not found."}"#)
    /// bob asking for the messages of a room that does not exist: Synapse says M_FORBIDDEN. HTTP 403.
    static let unknownRoom = (status: 403, body: #"{"errcode":"M_FORBIDDEN","error":"User @bob:localhost not in room !nope:localhost, and room previews are disabled"}"#)
    /// From the spec (client-server API, rate limiting); HTTP 429.
    static let limitExceeded = (status: 429, body: #"{"errcode":"M_LIMIT_EXCEEDED","error":"Too Many Requests","retry_after_ms":2000}"#)
    /// `GET /rooms/{room}/messages?dir=b&limit=6` as alice, newest first, in a public room
    /// where alice posted a message with Banter's custom fields and a mention of bob (her
    /// `alice-1`), bob replied in its thread and sent a file, alice posted a notice and then
    /// edited her first message, and bob reacted to it. `room_version` of the room: "12".
    static let richChunk = #"""
{
 "chunk": [
  {
   "content": {
    "m.relates_to": {
     "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
     "key": "👍",
     "rel_type": "m.annotation"
    }
   },
   "event_id": "$4qwPJ6Ws35SR-MTDRmKaIvC8fO-K04FpXJdTHhrDsNI",
   "origin_server_ts": 1795783312860,
   "sender": "@bob:localhost",
   "type": "m.reaction",
   "unsigned": {
    "membership": "join"
   }
  },
  {
   "content": {
    "body": " * Lunch at one?",
    "m.new_content": {
     "body": "Lunch at one?",
     "msgtype": "m.text"
    },
    "m.relates_to": {
     "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
     "rel_type": "m.replace"
    },
    "msgtype": "m.text"
   },
   "event_id": "$wQLVpHmDgOf85VuYNMClPk2JRanZJxTg_TfB9NMRkPg",
   "origin_server_ts": 1795783312548,
   "sender": "@alice:localhost",
   "type": "m.room.message",
   "unsigned": {
    "membership": "join",
    "transaction_id": "alice-3"
   }
  },
  {
   "content": {
    "body": "The channel was renamed.",
    "msgtype": "m.notice"
   },
   "event_id": "$Muuh07M48uNouUsnq-rtp6DDsGCNJ09H1uuHznV-GAk",
   "origin_server_ts": 1795783312277,
   "sender": "@alice:localhost",
   "type": "m.room.message",
   "unsigned": {
    "membership": "join",
    "transaction_id": "alice-2"
   }
  },
  {
   "content": {
    "body": "menu.pdf",
    "filename": "menu.pdf",
    "info": {
     "mimetype": "application/pdf",
     "size": 48213
    },
    "msgtype": "m.file",
    "url": "mxc://localhost/AbCdEf"
   },
   "event_id": "$XlVAqLzypuCIXc24P1C9MyJXSmi3FSz8IUKHQzvojT8",
   "origin_server_ts": 1795783311932,
   "sender": "@bob:localhost",
   "type": "m.room.message",
   "unsigned": {
    "membership": "join"
   }
  },
  {
   "content": {
    "body": "Yes!",
    "m.relates_to": {
     "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
     "is_falling_back": true,
     "m.in_reply_to": {
      "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8"
     },
     "rel_type": "m.thread"
    },
    "msgtype": "m.text"
   },
   "event_id": "$VpsxiyVBgh1utD0qWc1DQsSyB8RuBenSlQV1ikuHZDc",
   "origin_server_ts": 1795783311608,
   "sender": "@bob:localhost",
   "type": "m.room.message",
   "unsigned": {
    "membership": "join"
   }
  },
  {
   "content": {
    "banter.custom_type": "poll",
    "banter.data": "{\"options\":2}",
    "body": "Lunch at noon?",
    "m.mentions": {
     "user_ids": [
      "@bob:localhost"
     ]
    },
    "msgtype": "m.text"
   },
   "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
   "origin_server_ts": 1795783311280,
   "sender": "@alice:localhost",
   "type": "m.room.message",
   "unsigned": {
    "m.relations": {
     "m.replace": {
      "content": {
       "body": " * Lunch at one?",
       "m.new_content": {
        "body": "Lunch at one?",
        "msgtype": "m.text"
       },
       "m.relates_to": {
        "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
        "rel_type": "m.replace"
       },
       "msgtype": "m.text"
      },
      "event_id": "$wQLVpHmDgOf85VuYNMClPk2JRanZJxTg_TfB9NMRkPg",
      "origin_server_ts": 1795783312548,
      "sender": "@alice:localhost",
      "type": "m.room.message",
      "unsigned": {
       "transaction_id": "alice-3"
      }
     },
     "m.thread": {
      "count": 1,
      "latest_event": {
       "content": {
        "body": "Yes!",
        "m.relates_to": {
         "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8",
         "is_falling_back": true,
         "m.in_reply_to": {
          "event_id": "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8"
         },
         "rel_type": "m.thread"
        },
        "msgtype": "m.text"
       },
       "event_id": "$VpsxiyVBgh1utD0qWc1DQsSyB8RuBenSlQV1ikuHZDc",
       "origin_server_ts": 1795783311608,
       "sender": "@bob:localhost",
       "type": "m.room.message",
       "unsigned": {}
      }
     }
    },
    "membership": "join",
    "transaction_id": "alice-1"
   }
  }
 ]
}
"""#
}
