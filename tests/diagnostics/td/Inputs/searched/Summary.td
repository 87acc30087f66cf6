def s;
