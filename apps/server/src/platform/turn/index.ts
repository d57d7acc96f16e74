export { coturnInstalled, startCoturn, type LocalCoturn } from './coturn.ts';
export { iceServersFor, turnRestCredentials } from './turn-credentials.ts';
export { turnAddress, turnReachable } from './stun-probe.ts';
