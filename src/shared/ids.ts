const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a row's id (a UUID), before it is looked up: an address or a link may hold anything. */
export const isUuid = (text: string) => UUID.test(text);
