// The router of the shell's server render (shell/src/server/render.tsx). It is not part of the
// shared module, which browsers load, but imports the same react-router as ./index.ts: in the
// gateway's process the route context the render provides is the one pages read. In a remote it
// would bundle a second router, so eslint allows it only in the shell's server code and in tests.
export { StaticRouter } from 'react-router';
