/** The part of fs-native-extensions (no types of its own) the data-folder lock uses. */
declare module 'fs-native-extensions' {
  /** Takes an exclusive lock on the whole file, without waiting; false when another holder has it. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
