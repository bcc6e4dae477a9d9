-- Juez storage, version 5: boards read what cards do, not only what they print. The board
-- reader's faces now carry each face's Oracle text and mana cost (the effects compiler reads
-- them, engine/effects); cards stored before this version get them from their whole record.

UPDATE cards SET board = (
    SELECT json_group_array(
        json_patch(
            face.value,
            json_object(
                'text', nullif(json_extract(cards.data, '$.faces[' || face.key || '].text'), ''),
                'mana_cost', json_extract(cards.data, '$.faces[' || face.key || '].mana_cost')
            )
        )
    )
    FROM json_each(cards.board) AS face
);
