// A process started by a supervisor (serve-all.mjs) over an IPC channel ends when that channel
// closes, i.e. when the supervisor is gone, even if it was killed outright: no orphan keeps a port.
if (process.send) process.on('disconnect', () => process.exit(0));
