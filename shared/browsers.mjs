// The browsers every frontend build is compiled for: those that run ES2022 as written (class fields and private
// methods, static blocks, top-level await), Baseline "widely available" since 2025. Older browsers would need
// transforms and helpers in every chunk of every remote (rsbuild's default targets Safari 14 and Chrome 87).
export const BROWSERS = ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4', 'ios_saf >= 16.4'];
