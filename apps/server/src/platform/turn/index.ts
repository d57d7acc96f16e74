export { coturnInstalled, startCoturn, type LocalCoturn } from './coturn.ts';
export { iceServersFor, turnRestCredentials } from './turn-credentials.ts';
