// `Variant`, `VariantSet` and `Device` live in `Scenes`, below both Layout and Lint; code written against `import
// Layout` for them (as the README's examples were) keeps compiling.
@_exported import Scenes
