// OpenSSL's libcrypto (Debian libssl-dev): only the one-shot EVP digest is used, for font-file SHA-256s.
#include <openssl/evp.h>
