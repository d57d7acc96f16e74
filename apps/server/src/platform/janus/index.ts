export { janusInstalled, startJanus, type LocalJanus } from './local-janus.ts';
export { createJanusRooms, type JanusRooms } from './janus-rooms.ts';
