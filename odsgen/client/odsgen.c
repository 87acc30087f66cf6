/* odsgen's native client: the odsgen command without a Python interpreter's start.
 *
 * `odsgen serve --install-client PATH` compiles this file for one odsgen install (its
 * identity as odsgen.served has it, the interpreter it runs odsgen with and its server's
 * socket name, in the header `client_config.h` written for it) and puts the program at PATH. The program does what
 * odsgen/served.py does in every odsgen process: it looks for this user's server and hands it
 * the command (arguments, working directory, environment, umask, ignored signals, and fds
 * 0-2 through SCM_RIGHTS), passes its signals on, and exits with the command's status. With
 * no server, or one that declines, it runs odsgen itself: it becomes that install's
 * interpreter running the odsgen command (exec), as `odsgen serve` itself always is.
 *
 * What it sends differs from the Python client's request in three ways, all decided by the
 * server (odsgen/server.py, native requests): the arguments, working directory and
 * environment go as the bytes this process has (the server decodes them as that
 * interpreter would in that environment), the environment as its raw entries, and the
 * interpreter's flags as None ("a plain start"), which the server accepts only when a
 * plain start of its interpreter in its environment has its flags.
 *
 * Only POSIX and Linux calls; nothing of the request is interpreted here.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <unistd.h>

#include "client_config.h" /* ODSGEN_PYTHON, ODSGEN_IDENTITY, ODSGEN_SOCKET_NAME */

extern char **environ;

#define PROTOCOL 1
static const int FORWARDED[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM};
#define NFORWARDED 4

static char **args_of_run;

/* Whether the process was started with ``signum`` ignored (as signal.getsignal says SIG_IGN). */
static int ignored_at_start(int signum) {
    struct sigaction sa;
    return sigaction(signum, NULL, &sa) == 0 && !(sa.sa_flags & SA_SIGINFO) && sa.sa_handler == SIG_IGN;
}

/* Run odsgen here: this install's interpreter runs odsgen.cli.run_alone (the odsgen command,
 * not handed to a server again) with the same arguments. `-P`: the working directory is not
 * put on the module path (a folder named odsgen there is not imported), as the odsgen
 * script's start does not put it there either. */
static void run_here(void) {
    int n = 0;
    while (args_of_run[n]) n++;
    char **argv = calloc((size_t)n + 4, sizeof *argv);
    if (!argv) {
        perror("odsgen");
        exit(1);
    }
    argv[0] = (char *)ODSGEN_PYTHON;
    argv[1] = "-P";
    argv[2] = "-c";
    argv[3] = "from odsgen.cli import run_alone; run_alone()";
    for (int i = 1; i < n; i++) argv[3 + i] = args_of_run[i];
    argv[3 + n] = NULL;
    execv(ODSGEN_PYTHON, argv);
    fprintf(stderr, "odsgen: cannot run %s: %s\n", ODSGEN_PYTHON, strerror(errno));
    exit(127);
}

/* ---------------------------------------------------------------- the request (marshal) */

struct buf {
    unsigned char *data;
    size_t len, cap;
};

static void put(struct buf *b, const void *p, size_t n) {
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n) cap *= 2;
        unsigned char *data = realloc(b->data, cap);
        if (!data) run_here();
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void put_u32(struct buf *b, uint32_t v) {
    unsigned char w[4] = {v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >> 24) & 0xff};
    put(b, w, 4);
}

static void put_type(struct buf *b, char t) { put(b, &t, 1); }

static void put_key(struct buf *b, const char *s) { /* a str (ASCII): marshal's 'u' */
    put_type(b, 'u');
    put_u32(b, (uint32_t)strlen(s));
    put(b, s, strlen(s));
}

static void put_bytes(struct buf *b, const char *s, size_t n) { /* marshal's 's' */
    put_type(b, 's');
    put_u32(b, (uint32_t)n);
    put(b, s, n);
}

static void put_int(struct buf *b, int32_t v) {
    put_type(b, 'i');
    put_u32(b, (uint32_t)v);
}

static struct buf request(char **argv) {
    struct buf b = {0};
    put_type(&b, '{');
    put_key(&b, "protocol");
    put_int(&b, PROTOCOL);
    put_key(&b, "native");
    put_int(&b, 1);
    put_key(&b, "identity");
    int parts = (int)(sizeof ODSGEN_IDENTITY / sizeof ODSGEN_IDENTITY[0]);
    put_type(&b, '(');
    put_u32(&b, (uint32_t)parts);
    for (int i = 0; i < parts; i++) put_bytes(&b, ODSGEN_IDENTITY[i], strlen(ODSGEN_IDENTITY[i]));
    put_key(&b, "flags");
    put_type(&b, 'N');
    put_key(&b, "argv");
    int n = 0;
    while (argv[n]) n++;
    put_type(&b, '[');
    put_u32(&b, (uint32_t)n);
    for (int i = 0; i < n; i++) put_bytes(&b, argv[i], strlen(argv[i]));
    put_key(&b, "cwd");
    char *cwd = getcwd(NULL, 0);
    if (!cwd) run_here(); /* (a removed working directory: Python reports it) */
    put_bytes(&b, cwd, strlen(cwd));
    free(cwd);
    put_key(&b, "env");
    n = 0;
    while (environ[n]) n++;
    put_type(&b, '[');
    put_u32(&b, (uint32_t)n);
    for (int i = 0; i < n; i++) put_bytes(&b, environ[i], strlen(environ[i]));
    put_key(&b, "umask");
    mode_t mask = umask(0);
    umask(mask);
    put_int(&b, (int32_t)mask);
    put_key(&b, "ignored");
    int ignored[NFORWARDED], k = 0;
    for (int i = 0; i < NFORWARDED; i++)
        if (ignored_at_start(FORWARDED[i])) ignored[k++] = FORWARDED[i];
    put_type(&b, '[');
    put_u32(&b, (uint32_t)k);
    for (int i = 0; i < k; i++) put_int(&b, ignored[i]);
    put_type(&b, '0');
    return b;
}

/* ---------------------------------------------------------------- the socket */

/* $XDG_RUNTIME_DIR/odsgen when that is a private folder of this user's, else odsgen/server
 * in odsgen's cache folder (odsgen.served.socket_dir). */
static int private_dir(const char *path) {
    struct stat st;
    return lstat(path, &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == geteuid() && !(st.st_mode & 077);
}

static char *socket_folder(void) {
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    char *folder = NULL;
    if (runtime && runtime[0] == '/' && private_dir(runtime)) {
        if (asprintf(&folder, "%s/odsgen", runtime) < 0) return NULL;
        return folder;
    }
    const char *base = getenv("XDG_CACHE_HOME");
    if (base && base[0] == '/') {
        if (asprintf(&folder, "%s/odsgen/server", base) < 0) return NULL;
        return folder;
    }
    const char *home = getenv("HOME");
    if (!home) {
        struct passwd *pw = getpwuid(getuid());
        home = pw ? pw->pw_dir : NULL;
    }
    if (!home) return NULL;
    if (asprintf(&folder, "%s/.cache/odsgen/server", home) < 0) return NULL;
    return folder;
}

/* connect() to the socket at ``path`` (in ``folder``), also when the path is longer than a
 * socket's address may be: through the folder opened as /proc/self/fd/N (odsgen.served.at). */
static int connect_to(int sock, const char *folder, const char *path) {
    struct sockaddr_un addr = {.sun_family = AF_UNIX};
    char *deep = NULL;
    int dirfd = -1, rc = -1;
    if (strlen(path) >= 100) {
        dirfd = open(folder, O_RDONLY | O_DIRECTORY | O_PATH);
        if (dirfd < 0 || asprintf(&deep, "/proc/self/fd/%d/%s", dirfd, ODSGEN_SOCKET_NAME) < 0) deep = NULL;
        path = deep;
    }
    if (path && strlen(path) < sizeof addr.sun_path) {
        strcpy(addr.sun_path, path);
        rc = connect(sock, (struct sockaddr *)&addr, sizeof addr);
    }
    free(deep);
    if (dirfd >= 0) close(dirfd);
    return rc;
}

static int send_request(int sock, struct buf *req) {
    int fds[3] = {0, 1, 2};
    char control[CMSG_SPACE(sizeof fds)];
    memset(control, 0, sizeof control);
    struct iovec iov = {.iov_base = req->data, .iov_len = req->len};
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control, .msg_controllen = sizeof control};
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof fds);
    memcpy(CMSG_DATA(c), fds, sizeof fds);
    return sendmsg(sock, &msg, MSG_NOSIGNAL) == (ssize_t)req->len ? 0 : -1;
}

/* ---------------------------------------------------------------- waiting for the status */

static int the_sock = -1;

static void pass_on(int signum) {
    char msg[8];
    int n = snprintf(msg, sizeof msg, "S%d", signum);
    int saved = errno;
    send(the_sock, msg, (size_t)n, MSG_NOSIGNAL);
    errno = saved;
}

/* A marshal'd (str, int): ("exit", N) or ("signal", N). 0 when read. */
static int read_status(const unsigned char *p, size_t n, char *kind, size_t kind_size, int32_t *value) {
    size_t i = 0;
    if (n < 2) return -1;
    unsigned char t = p[i++] & 0x7f;
    if (t == ')') {
        if (p[i++] != 2) return -1;
    } else if (t == '(') {
        if (n < i + 4 || p[i] != 2 || p[i + 1] || p[i + 2] || p[i + 3]) return -1;
        i += 4;
    } else {
        return -1;
    }
    if (i >= n) return -1;
    t = p[i++] & 0x7f;
    size_t len;
    if (t == 'z' || t == 'Z') {
        if (i >= n) return -1;
        len = p[i++];
    } else if (t == 'a' || t == 'A' || t == 'u' || t == 't') {
        if (n < i + 4) return -1;
        len = (size_t)p[i] | (size_t)p[i + 1] << 8 | (size_t)p[i + 2] << 16 | (size_t)p[i + 3] << 24;
        i += 4;
    } else {
        return -1;
    }
    if (len >= kind_size || n < i + len) return -1;
    memcpy(kind, p + i, len);
    kind[len] = 0;
    i += len;
    if (n < i + 5 || (p[i] & 0x7f) != 'i') return -1;
    i++;
    *value = (int32_t)((uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 | (uint32_t)p[i + 3] << 24);
    return 0;
}

static int wait_for_status(int sock) {
    the_sock = sock;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pass_on;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < NFORWARDED; i++)
        if (!ignored_at_start(FORWARDED[i])) sigaction(FORWARDED[i], &sa, NULL);
    unsigned char reply[256];
    ssize_t n;
    for (;;) {
        n = recv(sock, reply, sizeof reply, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n > 0 && reply[0] == 'X') break;
        if (n <= 0) {
            fputs("odsgen: the odsgen server ended while it ran this command (odsgen serve --status)\n", stderr);
            return 1;
        }
    }
    char kind[16];
    int32_t value;
    if (read_status(reply + 1, (size_t)n - 1, kind, sizeof kind, &value) != 0) {
        fputs("odsgen: the odsgen server answered with no exit status (odsgen serve --status)\n", stderr);
        return 1;
    }
    if (strcmp(kind, "signal") == 0) {
        signal(value, SIG_DFL);
        kill(getpid(), value);
        return 128 + value;
    }
    return value & 0xff;
}

int main(int argc, char **argv) {
    args_of_run = argv;
    if (argc > 1 && strcmp(argv[1], "serve") == 0) run_here(); /* (the server's own command: as odsgen.cli.run) */
    const char *off = getenv("ODSGEN_SERVER");
    if (off && (!strcasecmp(off, "0") || !strcasecmp(off, "off") || !strcasecmp(off, "no") || !strcasecmp(off, "false")))
        run_here();
    char *folder = socket_folder();
    if (!folder || !private_dir(folder)) run_here();
    char *path = NULL;
    struct stat st;
    if (asprintf(&path, "%s/%s", folder, ODSGEN_SOCKET_NAME) < 0 || lstat(path, &st) != 0) run_here();
    int sock = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
    if (sock < 0 || connect_to(sock, folder, path) != 0) run_here();
    struct ucred cred;
    socklen_t len = sizeof cred;
    if (getsockopt(sock, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0 || cred.uid != geteuid()) run_here();
    struct buf req = request(argv);
    if (send_request(sock, &req) != 0) run_here();
    unsigned char reply[256];
    ssize_t n;
    do {
        n = recv(sock, reply, sizeof reply, 0);
    } while (n < 0 && errno == EINTR);
    if (n <= 0 || reply[0] != 'P') run_here(); /* declined ("D" and the reason): run here */
    return wait_for_status(sock);
}
