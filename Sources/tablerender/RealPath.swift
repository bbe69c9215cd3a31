import TableRenderKit
import TableScale

/// The absolute path with symbolic links resolved, to compare files and folders however they were named (an
/// output that is one of the specs, a golden folder around the specs).
func realPath(_ path: String) -> String {
    PruneSafety.realPath(path)
}
