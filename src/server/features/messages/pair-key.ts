/** The one key of a pair of users (their ids, lower first), whichever of them writes first. */
export const pairKeyOf = (userId: string, otherId: string) => [userId, otherId].sort().join(':');
