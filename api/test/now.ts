/** "Today" for the seeded test data, so price-history assertions do not move with the calendar. */
export const TEST_NOW = new Date();
