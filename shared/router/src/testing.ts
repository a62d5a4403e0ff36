// A router for tests that render a page or a frame outside the shell (pages read the location from
// it). Not part of the shared module; eslint allows it only in tests.
export { MemoryRouter } from 'react-router';
