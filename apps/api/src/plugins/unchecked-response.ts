/**
 * The serializer of hot routes (the calendar, the booking): the response goes out as the handler
 * built it, without the zod encode that checks it against its schema, which costs about as much as
 * writing the JSON itself on a search result (ADR 0024; the rooms search writes its answers
 * itself, unchecked the same way, with serializeAnswer). The schema still documents the route, and
 * the routes' tests parse their answers with it, so a drift from it fails there.
 */
export const uncheckedResponse = () => (data: unknown) => JSON.stringify(data);
