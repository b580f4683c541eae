/** The vnu-jar package (CommonJS): its export is the absolute path of vnu.jar, the Nu HTML Checker. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
