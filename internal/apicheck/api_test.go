package apicheck

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const module = "github.com/aresim/aresim"

// publicPackages returns the module's packages a user can import, by
// import path, with their directories, and the export data of every
// package they depend on (from go list, which builds them).
func publicPackages(t *testing.T) (dirs map[string]string, export map[string]string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), "list", "-export", "-deps",
		"-f", "{{.ImportPath}}\t{{.Export}}\t{{.Dir}}\t{{.Name}}", module+"/...")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, stderr.String())
	dirs, export = map[string]string{}, map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if strings.Contains(f[0], " [") {
			continue // a variant built for another main package (its profile) or a test
		}
		export[f[0]] = f[1]
		if strings.HasPrefix(f[0], module) && !strings.Contains(f[0], "/internal/") && f[3] != "main" && f[1] != "" {
			dirs[f[0]] = f[2]
		}
	}
	return dirs, export
}

func TestExportedAPINamesNoHiddenType(t *testing.T) {
	dirs, export := publicPackages(t)
	require.Contains(t, dirs, module+"/ares")
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(export[path])
	}).(types.ImporterFrom)
	for path := range dirs {
		pkg, err := imp.Import(path)
		require.NoError(t, err, path)
		for _, problem := range hiddenTypes(pkg) {
			t.Errorf("%s", problem)
		}
	}
	for path, dir := range dirs {
		for _, problem := range hiddenConstants(t, path, dir) {
			t.Errorf("%s", problem)
		}
	}
}

// hiddenTypes lists the exported declarations of pkg whose types name an
// unexported type, or a type of an internal package reached other than
// through an exported alias of a public package.
func hiddenTypes(pkg *types.Package) []string {
	var problems []string
	check := func(what string, t types.Type) {
		for _, name := range hidden(t, map[types.Type]bool{}) {
			problems = append(problems, pkg.Path()+"."+what+" names "+name)
		}
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		tn, ok := obj.(*types.TypeName)
		if !ok {
			check(name, obj.Type())
			continue
		}
		if alias, ok := tn.Type().(*types.Alias); ok {
			target, isNamed := types.Unalias(alias).(*types.Named)
			public := isNamed && target.Obj().Exported() && target.Obj().Pkg() != nil &&
				strings.Contains(target.Obj().Pkg().Path(), "/internal/") && !strings.Contains(pkg.Path(), "/internal/")
			if !public {
				check(name, alias.Rhs())
			}
			continue // an exported alias in a public package is the public name of an internal type
		}
		named, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		check(name, named.Underlying())
		methods := types.NewMethodSet(types.NewPointer(named)) // promoted ones too
		for i := 0; i < methods.Len(); i++ {
			if m := methods.At(i).Obj(); m.Exported() {
				check(name+"."+m.Name(), m.Type())
			}
		}
	}
	return problems
}

// hidden returns the hidden types t names.
func hidden(t types.Type, seen map[types.Type]bool) []string {
	if seen[t] {
		return nil
	}
	seen[t] = true
	var out []string
	switch x := t.(type) {
	case *types.Alias:
		o := x.Obj()
		if o.Pkg() != nil && !o.Exported() { // a universe alias (any) is no hidden type
			out = append(out, o.Name())
		}
		if o.Pkg() != nil && strings.Contains(o.Pkg().Path(), "/internal/") {
			out = append(out, hidden(types.Unalias(x), seen)...)
		}
	case *types.Named:
		o := x.Obj()
		switch {
		case o.Pkg() == nil:
		case !o.Exported():
			out = append(out, o.Pkg().Name()+"."+o.Name())
		case strings.Contains(o.Pkg().Path(), "/internal/"):
			out = append(out, o.Pkg().Path()+"."+o.Name())
		}
		for i := 0; i < x.TypeArgs().Len(); i++ {
			out = append(out, hidden(x.TypeArgs().At(i), seen)...)
		}
	case *types.Pointer:
		out = hidden(x.Elem(), seen)
	case *types.Slice:
		out = hidden(x.Elem(), seen)
	case *types.Array:
		out = hidden(x.Elem(), seen)
	case *types.Map:
		out = append(hidden(x.Key(), seen), hidden(x.Elem(), seen)...)
	case *types.Chan:
		out = hidden(x.Elem(), seen)
	case *types.Signature:
		for _, tuple := range []*types.Tuple{x.Params(), x.Results()} {
			for i := 0; i < tuple.Len(); i++ {
				out = append(out, hidden(tuple.At(i).Type(), seen)...)
			}
		}
	case *types.Struct:
		// An unexported field, embedded or not, is out of a user's reach;
		// the exported methods an embedded one promotes are checked with
		// the type's method set.
		for i := 0; i < x.NumFields(); i++ {
			if f := x.Field(i); f.Exported() {
				out = append(out, hidden(f.Type(), seen)...)
			}
		}
	case *types.Interface:
		for i := 0; i < x.NumMethods(); i++ {
			out = append(out, hidden(x.Method(i).Type(), seen)...)
		}
	}
	return out
}

// hiddenConstants lists the exported type declarations in the package's
// files that spell an unexported package-level constant or variable, such
// as an array length: the type checker sees only its value. (Unexported
// types are hiddenTypes' to find.)
func hiddenConstants(t *testing.T, path, dir string) []string {
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	require.NoError(t, err)
	var problems []string
	for _, p := range pkgs {
		declared := map[string]bool{}
		for _, f := range p.Files {
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok != token.IMPORT {
					for _, s := range g.Specs {
						if s, ok := s.(*ast.ValueSpec); ok {
							for _, n := range s.Names {
								declared[n.Name] = true
							}
						}
					}
				}
			}
		}
		for _, f := range p.Files {
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.TYPE {
					continue
				}
				for _, s := range g.Specs {
					ts := s.(*ast.TypeSpec)
					if !ts.Name.IsExported() {
						continue
					}
					ast.Inspect(ts.Type, func(n ast.Node) bool {
						switch x := n.(type) {
						case *ast.StructType:
							for _, fl := range x.Fields.List {
								exported := len(fl.Names) == 0
								for _, nm := range fl.Names {
									exported = exported || nm.IsExported()
								}
								if exported {
									ast.Inspect(fl.Type, func(n ast.Node) bool { return note(n, declared, path, ts.Name.Name, &problems) })
								}
							}
							return false
						case *ast.FuncType, *ast.InterfaceType:
							return true
						}
						return note(n, declared, path, ts.Name.Name, &problems)
					})
				}
			}
		}
	}
	return problems
}

// note records an identifier of an unexported package-level declaration.
func note(n ast.Node, declared map[string]bool, path, owner string, problems *[]string) bool {
	if id, ok := n.(*ast.Ident); ok && !id.IsExported() && declared[id.Name] {
		*problems = append(*problems, path+"."+owner+" spells "+id.Name)
	}
	return true
}

// The check finds what it looks for.
func TestTheCheckFindsHiddenNames(t *testing.T) {
	src := `package p
const n = 4
type kind uint8
type Ratings [n]int
type Alias = kind
type Slot struct { Kind kind; hidden kind }
func Make() kind { return 0 }
type inner struct{ n int }
func (inner) Size() kind { return 0 }
type State struct { inner; secret kind }
func (State) Mode() kind { return 0 }
`
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644))
	assert.Equal(t, []string{"example.com/p.Ratings spells n"}, hiddenConstants(t, "example.com/p", dir))
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	require.NoError(t, err)
	pkg, err := (&types.Config{}).Check("example.com/p", fset, []*ast.File{f}, nil)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"example.com/p.Alias names p.kind", "example.com/p.Make names p.kind",
		"example.com/p.Slot names p.kind", "example.com/p.State.Mode names p.kind", "example.com/p.State.Size names p.kind"},
		hiddenTypes(pkg), "an embedded unexported type is out of reach, but the methods it promotes are not")
}
