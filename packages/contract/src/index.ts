// @psi/contract: the HTTP API's schemas (docs/api.md). The server validates, serialises and documents
// with them; the web app takes its types from them (`import type` + `Static<typeof …>`, no runtime code).
export * from './common';
export * from './words';
export * from './views';
export * from './players';
export * from './circuits';
export * from './stats';
export * from './accounts';
export * from './feedback';
export * from './purchases';
export * from './offline-circuits';
export * from './legacy';
export * from './health';
export * from './moves';
export * from './transparency';
export * from './open-data';
export * from './claims';
export * from './hall-of-fame';
