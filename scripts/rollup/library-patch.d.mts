/** A rollup plugin of this folder that patches one installed library's files as the build reads them. */
export interface LibraryPatch {
  name: string;
  /** The patched code of a file the plugin patches, null for any other; throws when the file changed shape. */
  transform(code: string, id: string): string | null;
}
