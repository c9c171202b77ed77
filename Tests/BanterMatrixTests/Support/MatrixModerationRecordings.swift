/// Answers recorded from Synapse 1.163.2 (room version 12) for the moderation, open channel
/// and search mappings; ids and timestamps are the recorded ones, unread fields cut.
enum MatrixModerationRecordings {
    static let roomId = "!jQX4gTB4bXrhEzJ-GkF3_N24bpE-GLXCU_mmG03AKow"
    static let alice = "@banter_a:localhost"
    static let bob = "@banter_b:localhost"

    /// The room before: alice created it (version 12) with Synapse's default power levels,
    /// bob joined.
    static let stateBefore = """
    [
     {"type": "m.room.create", "state_key": "", "sender": "@banter_a:localhost", "origin_server_ts": 1795792663000,
      "content": {"room_version": "12"}},
     {"type": "m.room.name", "state_key": "", "sender": "@banter_a:localhost", "origin_server_ts": 1795792663001,
      "content": {"name": "Moderated"}},
     {"type": "m.room.power_levels", "state_key": "", "sender": "@banter_a:localhost", "origin_server_ts": 1795792663002,
      "content": {"ban": 50, "events": {"m.room.avatar": 50, "m.room.canonical_alias": 50, "m.room.encryption": 100,
       "m.room.history_visibility": 100, "m.room.name": 50, "m.room.power_levels": 100, "m.room.server_acl": 100,
       "m.room.tombstone": 150}, "events_default": 0, "historical": 100, "invite": 0, "kick": 50, "redact": 50,
       "state_default": 50, "users_default": 0}},
     {"type": "m.room.member", "state_key": "@banter_a:localhost", "sender": "@banter_a:localhost", "origin_server_ts": 1795792663003,
      "content": {"membership": "join", "displayname": "banter_a"}},
     {"type": "m.room.member", "state_key": "@banter_b:localhost", "sender": "@banter_b:localhost", "origin_server_ts": 1795792663500,
      "content": {"membership": "join", "displayname": "banter_b"}}
    ]
    """

    /// bob's next `/sync`: alice froze the room and muted bob in one power levels event, then
    /// banned him; the room is under `leave` for him.
    static let frozenMutedBanned = """
    {"next_batch": "s121_6_0_1_1_1_1_25_0_1_1_1_1_1", "rooms": {"leave": {"!jQX4gTB4bXrhEzJ-GkF3_N24bpE-GLXCU_mmG03AKow": {
     "timeline": {"limited": false, "events": [
      {"content": {"ban": 50, "banter.mutes": {"@banter_b:localhost": {"until": 1795000000000}},
        "banter.unfrozen_events_default": 0,
        "events": {"m.room.avatar": 50, "m.room.canonical_alias": 50, "m.room.encryption": 100,
         "m.room.history_visibility": 100, "m.room.name": 50, "m.room.power_levels": 50, "m.room.server_acl": 100,
         "m.room.tombstone": 150},
        "events_default": 50, "historical": 100, "invite": 0, "kick": 50, "redact": 50, "state_default": 50,
        "users": {"@banter_b:localhost": -1}, "users_default": 0},
       "event_id": "$j0M9y7ppoMNDN9TGMu2ZBxOqovp2i1HYyjC2yaSo0qA", "origin_server_ts": 1795792664185,
       "sender": "@banter_a:localhost", "state_key": "", "type": "m.room.power_levels"},
      {"content": {"membership": "ban"}, "event_id": "$Ms9tSpUnP_nC_7OqQRcXaIb2PnPhaI0TobAeP2WhGcQ",
       "origin_server_ts": 1795792664316, "sender": "@banter_a:localhost", "state_key": "@banter_b:localhost",
       "type": "m.room.member"}
     ]}}}}}
    """

    /// A muted bob's send in a frozen room.
    static let belowSendLevel = (status: 403, body: """
    {"errcode": "M_FORBIDDEN", "error": "You don't have permission to post that to the room. user_level (-1) < send_level (50)"}
    """)
    /// A banned bob's send.
    static let notInRoom = (status: 403, body: """
    {"errcode": "M_FORBIDDEN", "error": "User @banter_b:localhost not in room !jQX4gTB4bXrhEzJ-GkF3_N24bpE-GLXCU_mmG03AKow"}
    """)

    /// `POST /publicRooms` filtered to open channels, two a page.
    static let publicRooms = """
    {"chunk": [
      {"room_id": "!bVbL2F0mhhGYLCFfaiidVLsv5cwTQoKrjiJSDJM3qtQ", "name": "Open 02c45342", "num_joined_members": 1,
       "world_readable": true, "guest_can_join": false, "join_rule": "public", "room_type": "banter.open_channel"},
      {"room_id": "!0nwlHQzvBEO82DdBst-CEYaseQHVR9aOcYcqTjgRGEI", "name": "Open rec", "num_joined_members": 1,
       "world_readable": false, "guest_can_join": false, "join_rule": "public", "room_type": "banter.open_channel"}
     ],
     "next_batch": "p3", "total_room_count_estimate": 5}
    """

    /// `POST /search`, order `recent`, one result a page: the newest of two matches.
    static let search = """
    {"search_categories": {"room_events": {
      "results": [{"rank": 0.5, "context": {}, "result": {
        "age": 135, "content": {"body": "another quokka", "msgtype": "m.text"},
        "event_id": "$Qtkxapwi8GOIYmmgqGaE_nvWN-bPlJopcdyWOEFxfKo", "origin_server_ts": 1795792665291,
        "room_id": "!1a02Nw4_lfuv9r0JOLHyK78Nr7B060wfT0_DL89ucNE", "sender": "@banter_a:localhost",
        "type": "m.room.message", "unsigned": {"age": 135, "membership": "join", "transaction_id": "s2"},
        "user_id": "@banter_a:localhost"}}],
      "count": 2, "highlights": ["quokka"], "next_batch": "YWxsCgoxNzk1NzkyNjY1MjkxLDEzNg"}}}
    """
}
