"builtin.module"() ({
  "d.a"() : () -> ()
}) : () -> ()
