package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/aresim/aresim/ares/odds/web"
)

// newServeCmd builds `aresim serve`.
func newServeCmd() *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the battle calculator's web page locally",
		Long: `serve serves the battle calculator, the page aresim web writes, at --addr
and prints its address; open it in a browser. The page computes the odds
in the browser (the server only sends its files, and the page loads
nothing from elsewhere). Its URL holds the battle, with the flags of
aresim battle as its query parameters, such as
http://localhost:8080/?attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2.

It serves until Ctrl-C or SIGTERM, and then exits 0. A taken or bad
--addr is refused at once (exit 1); --addr localhost:0 takes a free port.`,
		Example: `  aresim serve
  aresim serve --addr :8080
  aresim serve --addr localhost:0`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			h, err := web.Handler()
			if err != nil {
				return err
			}
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return fmt.Errorf("--addr %s: %v", addr, listenError(err))
			}
			srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
			served := make(chan error, 1)
			go func() { served <- srv.Serve(ln) }()
			if _, err := fmt.Fprintf(cmd.OutOrStdout(), "serving the battle calculator at %s (Ctrl-C stops it)\n", siteURL(addr, ln.Addr())); err != nil {
				srv.Close()
				return err
			}
			ctx, stop := interruptible(cmd.Context())
			defer stop()
			select {
			case err := <-served:
				return err
			case <-ctx.Done():
			}
			shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			return srv.Shutdown(shut)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "localhost:8080", "address to listen on, host:port")
	return cmd
}

// siteURL is the page's address for the --addr given and the listener's
// address: the host as given when it is a name, localhost for all
// interfaces, and the port listened on.
func siteURL(given string, a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if name, _, err := net.SplitHostPort(given); err == nil && name != "" && net.ParseIP(name) == nil {
		host = name
	} else if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// listenError drops the operation and address of a listen error, which
// the message names already: "address already in use".
func listenError(err error) error {
	var op *net.OpError
	if errors.As(err, &op) {
		err = op.Err
	}
	var sys *os.SyscallError
	if errors.As(err, &sys) {
		err = sys.Err
	}
	var bad *net.AddrError
	if errors.As(err, &bad) {
		err = errors.New(bad.Err)
	}
	return err
}
