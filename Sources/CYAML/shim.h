// libyaml (Debian libyaml-dev): only its event parser is used, by FixtureFormat's YAMLDocument.
#include <yaml.h>
