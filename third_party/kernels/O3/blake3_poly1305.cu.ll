; ModuleID = 'src/blake3_poly1305.cu'
source_filename = "src/blake3_poly1305.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Poly1305State = type { [5 x i32], [4 x i32], [5 x i32] }
%struct.uint4 = type { i32, i32, i32, i32 }

@c_b3_key = dso_local addrspace(4) externally_initialized constant [8 x i32] zeroinitializer, align 4
@_ZZ18blake3_parent_treeE4s_cv = internal unnamed_addr addrspace(3) global [256 x [8 x i32]] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind memory(argmem: readwrite)
define dso_local void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef writeonly captures(none) initializes((0, 32)) %5) local_unnamed_addr #0 {
  %7 = load i32, ptr %1, align 4, !tbaa !6
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 44
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 52
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = getelementptr inbounds nuw i8, ptr %1, i64 60
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = load i32, ptr %0, align 4, !tbaa !6
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = trunc i64 %2 to i32
  %54 = lshr i64 %2, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = add i32 %38, %7
  %57 = add i32 %56, %46
  %58 = xor i32 %57, %53
  %59 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %58, i32 %58, i32 16) #13, !srcloc !11
  %60 = add i32 %59, 1779033703
  %61 = xor i32 %60, %46
  %62 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %61, i32 %61, i32 12) #13, !srcloc !11
  %63 = add i32 %57, %9
  %64 = add i32 %63, %62
  %65 = xor i32 %64, %59
  %66 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %65, i32 %65, i32 8) #13, !srcloc !11
  %67 = add i32 %66, %60
  %68 = xor i32 %67, %62
  %69 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %68, i32 %68, i32 7) #13, !srcloc !11
  %70 = add i32 %40, %11
  %71 = add i32 %70, %48
  %72 = xor i32 %71, %55
  %73 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %72, i32 %72, i32 16) #13, !srcloc !11
  %74 = add i32 %73, -1150833019
  %75 = xor i32 %74, %48
  %76 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %75, i32 %75, i32 12) #13, !srcloc !11
  %77 = add i32 %71, %13
  %78 = add i32 %77, %76
  %79 = xor i32 %78, %73
  %80 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %79, i32 %79, i32 8) #13, !srcloc !11
  %81 = add i32 %80, %74
  %82 = xor i32 %81, %76
  %83 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %82, i32 %82, i32 7) #13, !srcloc !11
  %84 = add i32 %42, %15
  %85 = add i32 %84, %50
  %86 = xor i32 %3, %85
  %87 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %86, i32 %86, i32 16) #13, !srcloc !11
  %88 = add i32 %87, 1013904242
  %89 = xor i32 %88, %50
  %90 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %89, i32 %89, i32 12) #13, !srcloc !11
  %91 = add i32 %85, %17
  %92 = add i32 %91, %90
  %93 = xor i32 %92, %87
  %94 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %93, i32 %93, i32 8) #13, !srcloc !11
  %95 = add i32 %94, %88
  %96 = xor i32 %95, %90
  %97 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %96, i32 %96, i32 7) #13, !srcloc !11
  %98 = add i32 %44, %19
  %99 = add i32 %98, %52
  %100 = xor i32 %4, %99
  %101 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %100, i32 %100, i32 16) #13, !srcloc !11
  %102 = add i32 %101, -1521486534
  %103 = xor i32 %102, %52
  %104 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %103, i32 %103, i32 12) #13, !srcloc !11
  %105 = add i32 %99, %21
  %106 = add i32 %105, %104
  %107 = xor i32 %106, %101
  %108 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %107, i32 %107, i32 8) #13, !srcloc !11
  %109 = add i32 %108, %102
  %110 = xor i32 %109, %104
  %111 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %110, i32 %110, i32 7) #13, !srcloc !11
  %112 = add i32 %83, %64
  %113 = add i32 %112, %23
  %114 = xor i32 %113, %108
  %115 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %114, i32 %114, i32 16) #13, !srcloc !11
  %116 = add i32 %115, %95
  %117 = xor i32 %116, %83
  %118 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %117, i32 %117, i32 12) #13, !srcloc !11
  %119 = add i32 %25, %113
  %120 = add i32 %119, %118
  %121 = xor i32 %120, %115
  %122 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %121, i32 %121, i32 8) #13, !srcloc !11
  %123 = add i32 %122, %116
  %124 = xor i32 %123, %118
  %125 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %124, i32 %124, i32 7) #13, !srcloc !11
  %126 = add i32 %97, %78
  %127 = add i32 %126, %27
  %128 = xor i32 %127, %66
  %129 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %128, i32 %128, i32 16) #13, !srcloc !11
  %130 = add i32 %129, %109
  %131 = xor i32 %130, %97
  %132 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %131, i32 %131, i32 12) #13, !srcloc !11
  %133 = add i32 %29, %127
  %134 = add i32 %133, %132
  %135 = xor i32 %134, %129
  %136 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %135, i32 %135, i32 8) #13, !srcloc !11
  %137 = add i32 %136, %130
  %138 = xor i32 %137, %132
  %139 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %138, i32 %138, i32 7) #13, !srcloc !11
  %140 = add i32 %111, %92
  %141 = add i32 %140, %31
  %142 = xor i32 %141, %80
  %143 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %142, i32 %142, i32 16) #13, !srcloc !11
  %144 = add i32 %143, %67
  %145 = xor i32 %144, %111
  %146 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %145, i32 %145, i32 12) #13, !srcloc !11
  %147 = add i32 %33, %141
  %148 = add i32 %147, %146
  %149 = xor i32 %148, %143
  %150 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %149, i32 %149, i32 8) #13, !srcloc !11
  %151 = add i32 %150, %144
  %152 = xor i32 %151, %146
  %153 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %152, i32 %152, i32 7) #13, !srcloc !11
  %154 = add i32 %106, %69
  %155 = add i32 %154, %35
  %156 = xor i32 %155, %94
  %157 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %156, i32 %156, i32 16) #13, !srcloc !11
  %158 = add i32 %157, %81
  %159 = xor i32 %158, %69
  %160 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %159, i32 %159, i32 12) #13, !srcloc !11
  %161 = add i32 %37, %155
  %162 = add i32 %161, %160
  %163 = xor i32 %162, %157
  %164 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %163, i32 %163, i32 8) #13, !srcloc !11
  %165 = add i32 %164, %158
  %166 = xor i32 %165, %160
  %167 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %166, i32 %166, i32 7) #13, !srcloc !11
  %168 = add i32 %120, %11
  %169 = add i32 %168, %167
  %170 = xor i32 %136, %169
  %171 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %170, i32 %170, i32 16) #13, !srcloc !11
  %172 = add i32 %151, %171
  %173 = xor i32 %172, %167
  %174 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %173, i32 %173, i32 12) #13, !srcloc !11
  %175 = add i32 %169, %19
  %176 = add i32 %175, %174
  %177 = xor i32 %176, %171
  %178 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %177, i32 %177, i32 8) #13, !srcloc !11
  %179 = add i32 %178, %172
  %180 = xor i32 %179, %174
  %181 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %180, i32 %180, i32 7) #13, !srcloc !11
  %182 = add i32 %134, %13
  %183 = add i32 %182, %125
  %184 = xor i32 %150, %183
  %185 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %184, i32 %184, i32 16) #13, !srcloc !11
  %186 = add i32 %165, %185
  %187 = xor i32 %186, %125
  %188 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %187, i32 %187, i32 12) #13, !srcloc !11
  %189 = add i32 %183, %27
  %190 = add i32 %189, %188
  %191 = xor i32 %190, %185
  %192 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %191, i32 %191, i32 8) #13, !srcloc !11
  %193 = add i32 %192, %186
  %194 = xor i32 %193, %188
  %195 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %194, i32 %194, i32 7) #13, !srcloc !11
  %196 = add i32 %148, %21
  %197 = add i32 %196, %139
  %198 = xor i32 %164, %197
  %199 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %198, i32 %198, i32 16) #13, !srcloc !11
  %200 = add i32 %123, %199
  %201 = xor i32 %200, %139
  %202 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %201, i32 %201, i32 12) #13, !srcloc !11
  %203 = add i32 %197, %7
  %204 = add i32 %203, %202
  %205 = xor i32 %204, %199
  %206 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %205, i32 %205, i32 8) #13, !srcloc !11
  %207 = add i32 %206, %200
  %208 = xor i32 %207, %202
  %209 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %208, i32 %208, i32 7) #13, !srcloc !11
  %210 = add i32 %162, %15
  %211 = add i32 %210, %153
  %212 = xor i32 %122, %211
  %213 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %212, i32 %212, i32 16) #13, !srcloc !11
  %214 = add i32 %137, %213
  %215 = xor i32 %214, %153
  %216 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %215, i32 %215, i32 12) #13, !srcloc !11
  %217 = add i32 %211, %33
  %218 = add i32 %217, %216
  %219 = xor i32 %218, %213
  %220 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %219, i32 %219, i32 8) #13, !srcloc !11
  %221 = add i32 %220, %214
  %222 = xor i32 %221, %216
  %223 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %222, i32 %222, i32 7) #13, !srcloc !11
  %224 = add i32 %195, %176
  %225 = add i32 %224, %9
  %226 = xor i32 %225, %220
  %227 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %226, i32 %226, i32 16) #13, !srcloc !11
  %228 = add i32 %227, %207
  %229 = xor i32 %228, %195
  %230 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %229, i32 %229, i32 12) #13, !srcloc !11
  %231 = add i32 %29, %225
  %232 = add i32 %231, %230
  %233 = xor i32 %232, %227
  %234 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %233, i32 %233, i32 8) #13, !srcloc !11
  %235 = add i32 %234, %228
  %236 = xor i32 %235, %230
  %237 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %236, i32 %236, i32 7) #13, !srcloc !11
  %238 = add i32 %209, %190
  %239 = add i32 %238, %31
  %240 = xor i32 %239, %178
  %241 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %240, i32 %240, i32 16) #13, !srcloc !11
  %242 = add i32 %241, %221
  %243 = xor i32 %242, %209
  %244 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %243, i32 %243, i32 12) #13, !srcloc !11
  %245 = add i32 %17, %239
  %246 = add i32 %245, %244
  %247 = xor i32 %246, %241
  %248 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %247, i32 %247, i32 8) #13, !srcloc !11
  %249 = add i32 %248, %242
  %250 = xor i32 %249, %244
  %251 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %250, i32 %250, i32 7) #13, !srcloc !11
  %252 = add i32 %223, %204
  %253 = add i32 %252, %25
  %254 = xor i32 %253, %192
  %255 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %254, i32 %254, i32 16) #13, !srcloc !11
  %256 = add i32 %255, %179
  %257 = xor i32 %256, %223
  %258 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %257, i32 %257, i32 12) #13, !srcloc !11
  %259 = add i32 %35, %253
  %260 = add i32 %259, %258
  %261 = xor i32 %260, %255
  %262 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %261, i32 %261, i32 8) #13, !srcloc !11
  %263 = add i32 %262, %256
  %264 = xor i32 %263, %258
  %265 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %264, i32 %264, i32 7) #13, !srcloc !11
  %266 = add i32 %218, %181
  %267 = add i32 %266, %37
  %268 = xor i32 %267, %206
  %269 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %268, i32 %268, i32 16) #13, !srcloc !11
  %270 = add i32 %269, %193
  %271 = xor i32 %270, %181
  %272 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %271, i32 %271, i32 12) #13, !srcloc !11
  %273 = add i32 %23, %267
  %274 = add i32 %273, %272
  %275 = xor i32 %274, %269
  %276 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %275, i32 %275, i32 8) #13, !srcloc !11
  %277 = add i32 %276, %270
  %278 = xor i32 %277, %272
  %279 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %278, i32 %278, i32 7) #13, !srcloc !11
  %280 = add i32 %232, %13
  %281 = add i32 %280, %279
  %282 = xor i32 %248, %281
  %283 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %282, i32 %282, i32 16) #13, !srcloc !11
  %284 = add i32 %263, %283
  %285 = xor i32 %284, %279
  %286 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %285, i32 %285, i32 12) #13, !srcloc !11
  %287 = add i32 %281, %15
  %288 = add i32 %287, %286
  %289 = xor i32 %288, %283
  %290 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %289, i32 %289, i32 8) #13, !srcloc !11
  %291 = add i32 %290, %284
  %292 = xor i32 %291, %286
  %293 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %292, i32 %292, i32 7) #13, !srcloc !11
  %294 = add i32 %246, %27
  %295 = add i32 %294, %237
  %296 = xor i32 %262, %295
  %297 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %296, i32 %296, i32 16) #13, !srcloc !11
  %298 = add i32 %277, %297
  %299 = xor i32 %298, %237
  %300 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %299, i32 %299, i32 12) #13, !srcloc !11
  %301 = add i32 %295, %31
  %302 = add i32 %301, %300
  %303 = xor i32 %302, %297
  %304 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %303, i32 %303, i32 8) #13, !srcloc !11
  %305 = add i32 %304, %298
  %306 = xor i32 %305, %300
  %307 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %306, i32 %306, i32 7) #13, !srcloc !11
  %308 = add i32 %260, %33
  %309 = add i32 %308, %251
  %310 = xor i32 %276, %309
  %311 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %310, i32 %310, i32 16) #13, !srcloc !11
  %312 = add i32 %235, %311
  %313 = xor i32 %312, %251
  %314 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %313, i32 %313, i32 12) #13, !srcloc !11
  %315 = add i32 %309, %11
  %316 = add i32 %315, %314
  %317 = xor i32 %316, %311
  %318 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %317, i32 %317, i32 8) #13, !srcloc !11
  %319 = add i32 %318, %312
  %320 = xor i32 %319, %314
  %321 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %320, i32 %320, i32 7) #13, !srcloc !11
  %322 = add i32 %274, %21
  %323 = add i32 %322, %265
  %324 = xor i32 %234, %323
  %325 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %324, i32 %324, i32 16) #13, !srcloc !11
  %326 = add i32 %249, %325
  %327 = xor i32 %326, %265
  %328 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %327, i32 %327, i32 12) #13, !srcloc !11
  %329 = add i32 %323, %35
  %330 = add i32 %329, %328
  %331 = xor i32 %330, %325
  %332 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %331, i32 %331, i32 8) #13, !srcloc !11
  %333 = add i32 %332, %326
  %334 = xor i32 %333, %328
  %335 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %334, i32 %334, i32 7) #13, !srcloc !11
  %336 = add i32 %307, %288
  %337 = add i32 %336, %19
  %338 = xor i32 %337, %332
  %339 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %338, i32 %338, i32 16) #13, !srcloc !11
  %340 = add i32 %339, %319
  %341 = xor i32 %340, %307
  %342 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %341, i32 %341, i32 12) #13, !srcloc !11
  %343 = add i32 %17, %337
  %344 = add i32 %343, %342
  %345 = xor i32 %344, %339
  %346 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %345, i32 %345, i32 8) #13, !srcloc !11
  %347 = add i32 %346, %340
  %348 = xor i32 %347, %342
  %349 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %348, i32 %348, i32 7) #13, !srcloc !11
  %350 = add i32 %321, %302
  %351 = add i32 %350, %25
  %352 = xor i32 %351, %290
  %353 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %352, i32 %352, i32 16) #13, !srcloc !11
  %354 = add i32 %353, %333
  %355 = xor i32 %354, %321
  %356 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %355, i32 %355, i32 12) #13, !srcloc !11
  %357 = add i32 %7, %351
  %358 = add i32 %357, %356
  %359 = xor i32 %358, %353
  %360 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %359, i32 %359, i32 8) #13, !srcloc !11
  %361 = add i32 %360, %354
  %362 = xor i32 %361, %356
  %363 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %362, i32 %362, i32 7) #13, !srcloc !11
  %364 = add i32 %335, %316
  %365 = add i32 %364, %29
  %366 = xor i32 %365, %304
  %367 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %366, i32 %366, i32 16) #13, !srcloc !11
  %368 = add i32 %367, %291
  %369 = xor i32 %368, %335
  %370 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %369, i32 %369, i32 12) #13, !srcloc !11
  %371 = add i32 %37, %365
  %372 = add i32 %371, %370
  %373 = xor i32 %372, %367
  %374 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %373, i32 %373, i32 8) #13, !srcloc !11
  %375 = add i32 %374, %368
  %376 = xor i32 %375, %370
  %377 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %376, i32 %376, i32 7) #13, !srcloc !11
  %378 = add i32 %330, %293
  %379 = add i32 %378, %23
  %380 = xor i32 %379, %318
  %381 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %380, i32 %380, i32 16) #13, !srcloc !11
  %382 = add i32 %381, %305
  %383 = xor i32 %382, %293
  %384 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %383, i32 %383, i32 12) #13, !srcloc !11
  %385 = add i32 %9, %379
  %386 = add i32 %385, %384
  %387 = xor i32 %386, %381
  %388 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %387, i32 %387, i32 8) #13, !srcloc !11
  %389 = add i32 %388, %382
  %390 = xor i32 %389, %384
  %391 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %390, i32 %390, i32 7) #13, !srcloc !11
  %392 = add i32 %344, %27
  %393 = add i32 %392, %391
  %394 = xor i32 %360, %393
  %395 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %394, i32 %394, i32 16) #13, !srcloc !11
  %396 = add i32 %375, %395
  %397 = xor i32 %396, %391
  %398 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %397, i32 %397, i32 12) #13, !srcloc !11
  %399 = add i32 %393, %21
  %400 = add i32 %399, %398
  %401 = xor i32 %400, %395
  %402 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %401, i32 %401, i32 8) #13, !srcloc !11
  %403 = add i32 %402, %396
  %404 = xor i32 %403, %398
  %405 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %404, i32 %404, i32 7) #13, !srcloc !11
  %406 = add i32 %358, %31
  %407 = add i32 %406, %349
  %408 = xor i32 %374, %407
  %409 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %408, i32 %408, i32 16) #13, !srcloc !11
  %410 = add i32 %389, %409
  %411 = xor i32 %410, %349
  %412 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %411, i32 %411, i32 12) #13, !srcloc !11
  %413 = add i32 %407, %25
  %414 = add i32 %413, %412
  %415 = xor i32 %414, %409
  %416 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %415, i32 %415, i32 8) #13, !srcloc !11
  %417 = add i32 %416, %410
  %418 = xor i32 %417, %412
  %419 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %418, i32 %418, i32 7) #13, !srcloc !11
  %420 = add i32 %372, %35
  %421 = add i32 %420, %363
  %422 = xor i32 %388, %421
  %423 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %422, i32 %422, i32 16) #13, !srcloc !11
  %424 = add i32 %347, %423
  %425 = xor i32 %424, %363
  %426 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %425, i32 %425, i32 12) #13, !srcloc !11
  %427 = add i32 %421, %13
  %428 = add i32 %427, %426
  %429 = xor i32 %428, %423
  %430 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %429, i32 %429, i32 8) #13, !srcloc !11
  %431 = add i32 %430, %424
  %432 = xor i32 %431, %426
  %433 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %432, i32 %432, i32 7) #13, !srcloc !11
  %434 = add i32 %386, %33
  %435 = add i32 %434, %377
  %436 = xor i32 %346, %435
  %437 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %436, i32 %436, i32 16) #13, !srcloc !11
  %438 = add i32 %361, %437
  %439 = xor i32 %438, %377
  %440 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %439, i32 %439, i32 12) #13, !srcloc !11
  %441 = add i32 %435, %37
  %442 = add i32 %441, %440
  %443 = xor i32 %442, %437
  %444 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %443, i32 %443, i32 8) #13, !srcloc !11
  %445 = add i32 %444, %438
  %446 = xor i32 %445, %440
  %447 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %446, i32 %446, i32 7) #13, !srcloc !11
  %448 = add i32 %419, %400
  %449 = add i32 %448, %15
  %450 = xor i32 %449, %444
  %451 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %450, i32 %450, i32 16) #13, !srcloc !11
  %452 = add i32 %451, %431
  %453 = xor i32 %452, %419
  %454 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %453, i32 %453, i32 12) #13, !srcloc !11
  %455 = add i32 %7, %449
  %456 = add i32 %455, %454
  %457 = xor i32 %456, %451
  %458 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %457, i32 %457, i32 8) #13, !srcloc !11
  %459 = add i32 %458, %452
  %460 = xor i32 %459, %454
  %461 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %460, i32 %460, i32 7) #13, !srcloc !11
  %462 = add i32 %433, %414
  %463 = add i32 %462, %29
  %464 = xor i32 %463, %402
  %465 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %464, i32 %464, i32 16) #13, !srcloc !11
  %466 = add i32 %465, %445
  %467 = xor i32 %466, %433
  %468 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %467, i32 %467, i32 12) #13, !srcloc !11
  %469 = add i32 %11, %463
  %470 = add i32 %469, %468
  %471 = xor i32 %470, %465
  %472 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %471, i32 %471, i32 8) #13, !srcloc !11
  %473 = add i32 %472, %466
  %474 = xor i32 %473, %468
  %475 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %474, i32 %474, i32 7) #13, !srcloc !11
  %476 = add i32 %447, %428
  %477 = add i32 %476, %17
  %478 = xor i32 %477, %416
  %479 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %478, i32 %478, i32 16) #13, !srcloc !11
  %480 = add i32 %479, %403
  %481 = xor i32 %480, %447
  %482 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %481, i32 %481, i32 12) #13, !srcloc !11
  %483 = add i32 %23, %477
  %484 = add i32 %483, %482
  %485 = xor i32 %484, %479
  %486 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %485, i32 %485, i32 8) #13, !srcloc !11
  %487 = add i32 %486, %480
  %488 = xor i32 %487, %482
  %489 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %488, i32 %488, i32 7) #13, !srcloc !11
  %490 = add i32 %442, %405
  %491 = add i32 %490, %9
  %492 = xor i32 %491, %430
  %493 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %492, i32 %492, i32 16) #13, !srcloc !11
  %494 = add i32 %493, %417
  %495 = xor i32 %494, %405
  %496 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %495, i32 %495, i32 12) #13, !srcloc !11
  %497 = add i32 %19, %491
  %498 = add i32 %497, %496
  %499 = xor i32 %498, %493
  %500 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %499, i32 %499, i32 8) #13, !srcloc !11
  %501 = add i32 %500, %494
  %502 = xor i32 %501, %496
  %503 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %502, i32 %502, i32 7) #13, !srcloc !11
  %504 = add i32 %456, %31
  %505 = add i32 %504, %503
  %506 = xor i32 %472, %505
  %507 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %506, i32 %506, i32 16) #13, !srcloc !11
  %508 = add i32 %487, %507
  %509 = xor i32 %508, %503
  %510 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %509, i32 %509, i32 12) #13, !srcloc !11
  %511 = add i32 %505, %33
  %512 = add i32 %511, %510
  %513 = xor i32 %512, %507
  %514 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %513, i32 %513, i32 8) #13, !srcloc !11
  %515 = add i32 %514, %508
  %516 = xor i32 %515, %510
  %517 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %516, i32 %516, i32 7) #13, !srcloc !11
  %518 = add i32 %470, %25
  %519 = add i32 %518, %461
  %520 = xor i32 %486, %519
  %521 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %520, i32 %520, i32 16) #13, !srcloc !11
  %522 = add i32 %501, %521
  %523 = xor i32 %522, %461
  %524 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %523, i32 %523, i32 12) #13, !srcloc !11
  %525 = add i32 %519, %29
  %526 = add i32 %525, %524
  %527 = xor i32 %526, %521
  %528 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %527, i32 %527, i32 8) #13, !srcloc !11
  %529 = add i32 %528, %522
  %530 = xor i32 %529, %524
  %531 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %530, i32 %530, i32 7) #13, !srcloc !11
  %532 = add i32 %484, %37
  %533 = add i32 %532, %475
  %534 = xor i32 %500, %533
  %535 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %534, i32 %534, i32 16) #13, !srcloc !11
  %536 = add i32 %459, %535
  %537 = xor i32 %536, %475
  %538 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %537, i32 %537, i32 12) #13, !srcloc !11
  %539 = add i32 %533, %27
  %540 = add i32 %539, %538
  %541 = xor i32 %540, %535
  %542 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %541, i32 %541, i32 8) #13, !srcloc !11
  %543 = add i32 %542, %536
  %544 = xor i32 %543, %538
  %545 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %544, i32 %544, i32 7) #13, !srcloc !11
  %546 = add i32 %498, %35
  %547 = add i32 %546, %489
  %548 = xor i32 %458, %547
  %549 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %548, i32 %548, i32 16) #13, !srcloc !11
  %550 = add i32 %473, %549
  %551 = xor i32 %550, %489
  %552 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %551, i32 %551, i32 12) #13, !srcloc !11
  %553 = add i32 %547, %23
  %554 = add i32 %553, %552
  %555 = xor i32 %554, %549
  %556 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %555, i32 %555, i32 8) #13, !srcloc !11
  %557 = add i32 %556, %550
  %558 = xor i32 %557, %552
  %559 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %558, i32 %558, i32 7) #13, !srcloc !11
  %560 = add i32 %531, %512
  %561 = add i32 %560, %21
  %562 = xor i32 %561, %556
  %563 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %562, i32 %562, i32 16) #13, !srcloc !11
  %564 = add i32 %563, %543
  %565 = xor i32 %564, %531
  %566 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %565, i32 %565, i32 12) #13, !srcloc !11
  %567 = add i32 %11, %561
  %568 = add i32 %567, %566
  %569 = xor i32 %568, %563
  %570 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %569, i32 %569, i32 8) #13, !srcloc !11
  %571 = add i32 %570, %564
  %572 = xor i32 %571, %566
  %573 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %572, i32 %572, i32 7) #13, !srcloc !11
  %574 = add i32 %545, %526
  %575 = add i32 %574, %17
  %576 = xor i32 %575, %514
  %577 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %576, i32 %576, i32 16) #13, !srcloc !11
  %578 = add i32 %577, %557
  %579 = xor i32 %578, %545
  %580 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %579, i32 %579, i32 12) #13, !srcloc !11
  %581 = add i32 %13, %575
  %582 = add i32 %581, %580
  %583 = xor i32 %582, %577
  %584 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %583, i32 %583, i32 8) #13, !srcloc !11
  %585 = add i32 %584, %578
  %586 = xor i32 %585, %580
  %587 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %586, i32 %586, i32 7) #13, !srcloc !11
  %588 = add i32 %559, %540
  %589 = add i32 %588, %7
  %590 = xor i32 %589, %528
  %591 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %590, i32 %590, i32 16) #13, !srcloc !11
  %592 = add i32 %591, %515
  %593 = xor i32 %592, %559
  %594 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %593, i32 %593, i32 12) #13, !srcloc !11
  %595 = add i32 %9, %589
  %596 = add i32 %595, %594
  %597 = xor i32 %596, %591
  %598 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %597, i32 %597, i32 8) #13, !srcloc !11
  %599 = add i32 %598, %592
  %600 = xor i32 %599, %594
  %601 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %600, i32 %600, i32 7) #13, !srcloc !11
  %602 = add i32 %554, %517
  %603 = add i32 %602, %19
  %604 = xor i32 %603, %542
  %605 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %604, i32 %604, i32 16) #13, !srcloc !11
  %606 = add i32 %605, %529
  %607 = xor i32 %606, %517
  %608 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %607, i32 %607, i32 12) #13, !srcloc !11
  %609 = add i32 %15, %603
  %610 = add i32 %609, %608
  %611 = xor i32 %610, %605
  %612 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %611, i32 %611, i32 8) #13, !srcloc !11
  %613 = add i32 %612, %606
  %614 = xor i32 %613, %608
  %615 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %614, i32 %614, i32 7) #13, !srcloc !11
  %616 = add i32 %568, %25
  %617 = add i32 %616, %615
  %618 = xor i32 %584, %617
  %619 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %618, i32 %618, i32 16) #13, !srcloc !11
  %620 = add i32 %599, %619
  %621 = xor i32 %620, %615
  %622 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %621, i32 %621, i32 12) #13, !srcloc !11
  %623 = add i32 %617, %35
  %624 = add i32 %623, %622
  %625 = xor i32 %624, %619
  %626 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %625, i32 %625, i32 8) #13, !srcloc !11
  %627 = add i32 %626, %620
  %628 = xor i32 %627, %622
  %629 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %628, i32 %628, i32 7) #13, !srcloc !11
  %630 = add i32 %582, %29
  %631 = add i32 %630, %573
  %632 = xor i32 %598, %631
  %633 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %632, i32 %632, i32 16) #13, !srcloc !11
  %634 = add i32 %613, %633
  %635 = xor i32 %634, %573
  %636 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %635, i32 %635, i32 12) #13, !srcloc !11
  %637 = add i32 %631, %17
  %638 = add i32 %637, %636
  %639 = xor i32 %638, %633
  %640 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %639, i32 %639, i32 8) #13, !srcloc !11
  %641 = add i32 %640, %634
  %642 = xor i32 %641, %636
  %643 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %642, i32 %642, i32 7) #13, !srcloc !11
  %644 = add i32 %596, %23
  %645 = add i32 %644, %587
  %646 = xor i32 %612, %645
  %647 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %646, i32 %646, i32 16) #13, !srcloc !11
  %648 = add i32 %571, %647
  %649 = xor i32 %648, %587
  %650 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %649, i32 %649, i32 12) #13, !srcloc !11
  %651 = add i32 %645, %31
  %652 = add i32 %651, %650
  %653 = xor i32 %652, %647
  %654 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %653, i32 %653, i32 8) #13, !srcloc !11
  %655 = add i32 %654, %648
  %656 = xor i32 %655, %650
  %657 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %656, i32 %656, i32 7) #13, !srcloc !11
  %658 = add i32 %610, %37
  %659 = add i32 %658, %601
  %660 = xor i32 %570, %659
  %661 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %660, i32 %660, i32 16) #13, !srcloc !11
  %662 = add i32 %585, %661
  %663 = xor i32 %662, %601
  %664 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %663, i32 %663, i32 12) #13, !srcloc !11
  %665 = add i32 %659, %9
  %666 = add i32 %665, %664
  %667 = xor i32 %666, %661
  %668 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %667, i32 %667, i32 8) #13, !srcloc !11
  %669 = add i32 %668, %662
  %670 = xor i32 %669, %664
  %671 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %670, i32 %670, i32 7) #13, !srcloc !11
  %672 = add i32 %643, %624
  %673 = add i32 %672, %33
  %674 = xor i32 %673, %668
  %675 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %674, i32 %674, i32 16) #13, !srcloc !11
  %676 = add i32 %675, %655
  %677 = xor i32 %676, %643
  %678 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %677, i32 %677, i32 12) #13, !srcloc !11
  %679 = add i32 %13, %673
  %680 = add i32 %679, %678
  %681 = xor i32 %680, %675
  %682 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %681, i32 %681, i32 8) #13, !srcloc !11
  %683 = add i32 %682, %676
  %684 = xor i32 %683, %678
  %685 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %684, i32 %684, i32 7) #13, !srcloc !11
  %686 = add i32 %657, %638
  %687 = add i32 %686, %7
  %688 = xor i32 %687, %626
  %689 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %688, i32 %688, i32 16) #13, !srcloc !11
  %690 = add i32 %689, %669
  %691 = xor i32 %690, %657
  %692 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %691, i32 %691, i32 12) #13, !srcloc !11
  %693 = add i32 %27, %687
  %694 = add i32 %693, %692
  %695 = xor i32 %694, %689
  %696 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %695, i32 %695, i32 8) #13, !srcloc !11
  %697 = add i32 %696, %690
  %698 = xor i32 %697, %692
  %699 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %698, i32 %698, i32 7) #13, !srcloc !11
  %700 = add i32 %671, %652
  %701 = add i32 %700, %11
  %702 = xor i32 %701, %640
  %703 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %702, i32 %702, i32 16) #13, !srcloc !11
  %704 = add i32 %703, %627
  %705 = xor i32 %704, %671
  %706 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %705, i32 %705, i32 12) #13, !srcloc !11
  %707 = add i32 %19, %701
  %708 = add i32 %707, %706
  %709 = xor i32 %708, %703
  %710 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %709, i32 %709, i32 8) #13, !srcloc !11
  %711 = add i32 %710, %704
  %712 = xor i32 %711, %706
  %713 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %712, i32 %712, i32 7) #13, !srcloc !11
  %714 = add i32 %666, %629
  %715 = add i32 %714, %15
  %716 = xor i32 %715, %654
  %717 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %716, i32 %716, i32 16) #13, !srcloc !11
  %718 = add i32 %717, %641
  %719 = xor i32 %718, %629
  %720 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %719, i32 %719, i32 12) #13, !srcloc !11
  %721 = add i32 %21, %715
  %722 = add i32 %721, %720
  %723 = xor i32 %722, %717
  %724 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %723, i32 %723, i32 8) #13, !srcloc !11
  %725 = add i32 %724, %718
  %726 = xor i32 %725, %720
  %727 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %726, i32 %726, i32 7) #13, !srcloc !11
  %728 = add i32 %680, %29
  %729 = add i32 %728, %727
  %730 = xor i32 %696, %729
  %731 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %730, i32 %730, i32 16) #13, !srcloc !11
  %732 = add i32 %711, %731
  %733 = xor i32 %732, %727
  %734 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %733, i32 %733, i32 12) #13, !srcloc !11
  %735 = add i32 %729, %37
  %736 = add i32 %735, %734
  %737 = xor i32 %736, %731
  %738 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %737, i32 %737, i32 8) #13, !srcloc !11
  %739 = add i32 %738, %732
  %740 = xor i32 %739, %734
  %741 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %740, i32 %740, i32 7) #13, !srcloc !11
  %742 = add i32 %694, %17
  %743 = add i32 %742, %685
  %744 = xor i32 %710, %743
  %745 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %744, i32 %744, i32 16) #13, !srcloc !11
  %746 = add i32 %725, %745
  %747 = xor i32 %746, %685
  %748 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %747, i32 %747, i32 12) #13, !srcloc !11
  %749 = add i32 %743, %7
  %750 = add i32 %749, %748
  %751 = xor i32 %750, %745
  %752 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %751, i32 %751, i32 8) #13, !srcloc !11
  %753 = add i32 %752, %746
  %754 = xor i32 %753, %748
  %755 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %754, i32 %754, i32 7) #13, !srcloc !11
  %756 = add i32 %708, %9
  %757 = add i32 %756, %699
  %758 = xor i32 %724, %757
  %759 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %758, i32 %758, i32 16) #13, !srcloc !11
  %760 = add i32 %683, %759
  %761 = xor i32 %760, %699
  %762 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %761, i32 %761, i32 12) #13, !srcloc !11
  %763 = add i32 %757, %25
  %764 = add i32 %763, %762
  %765 = xor i32 %764, %759
  %766 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %765, i32 %765, i32 8) #13, !srcloc !11
  %767 = add i32 %766, %760
  %768 = xor i32 %767, %762
  %769 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %768, i32 %768, i32 7) #13, !srcloc !11
  %770 = add i32 %722, %23
  %771 = add i32 %770, %713
  %772 = xor i32 %682, %771
  %773 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %772, i32 %772, i32 16) #13, !srcloc !11
  %774 = add i32 %697, %773
  %775 = xor i32 %774, %713
  %776 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %775, i32 %775, i32 12) #13, !srcloc !11
  %777 = add i32 %771, %19
  %778 = add i32 %777, %776
  %779 = xor i32 %778, %773
  %780 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %779, i32 %779, i32 8) #13, !srcloc !11
  %781 = add i32 %780, %774
  %782 = xor i32 %781, %776
  %783 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %782, i32 %782, i32 7) #13, !srcloc !11
  %784 = add i32 %755, %736
  %785 = add i32 %784, %35
  %786 = xor i32 %785, %780
  %787 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %786, i32 %786, i32 16) #13, !srcloc !11
  %788 = add i32 %787, %767
  %789 = xor i32 %788, %755
  %790 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %789, i32 %789, i32 12) #13, !srcloc !11
  %791 = add i32 %27, %785
  %792 = add i32 %791, %790
  %793 = xor i32 %792, %787
  %794 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %793, i32 %793, i32 8) #13, !srcloc !11
  %795 = add i32 %794, %788
  %796 = xor i32 %795, %790
  %797 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %796, i32 %796, i32 7) #13, !srcloc !11
  %798 = add i32 %769, %750
  %799 = add i32 %798, %11
  %800 = xor i32 %799, %738
  %801 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %800, i32 %800, i32 16) #13, !srcloc !11
  %802 = add i32 %801, %781
  %803 = xor i32 %802, %769
  %804 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %803, i32 %803, i32 12) #13, !srcloc !11
  %805 = add i32 %31, %799
  %806 = add i32 %805, %804
  %807 = xor i32 %806, %801
  %808 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %807, i32 %807, i32 8) #13, !srcloc !11
  %809 = add i32 %808, %802
  %810 = xor i32 %809, %804
  %811 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %810, i32 %810, i32 7) #13, !srcloc !11
  %812 = add i32 %783, %764
  %813 = add i32 %812, %13
  %814 = xor i32 %813, %752
  %815 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %814, i32 %814, i32 16) #13, !srcloc !11
  %816 = add i32 %815, %739
  %817 = xor i32 %816, %783
  %818 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %817, i32 %817, i32 12) #13, !srcloc !11
  %819 = add i32 %15, %813
  %820 = add i32 %819, %818
  %821 = xor i32 %820, %815
  %822 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %821, i32 %821, i32 8) #13, !srcloc !11
  %823 = add i32 %822, %816
  %824 = xor i32 %823, %818
  %825 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %824, i32 %824, i32 7) #13, !srcloc !11
  %826 = add i32 %778, %741
  %827 = add i32 %826, %21
  %828 = xor i32 %827, %766
  %829 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %828, i32 %828, i32 16) #13, !srcloc !11
  %830 = add i32 %829, %753
  %831 = xor i32 %830, %741
  %832 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %831, i32 %831, i32 12) #13, !srcloc !11
  %833 = add i32 %33, %827
  %834 = add i32 %833, %832
  %835 = xor i32 %834, %829
  %836 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %835, i32 %835, i32 8) #13, !srcloc !11
  %837 = add i32 %836, %830
  %838 = xor i32 %837, %832
  %839 = tail call noundef i32 asm "shf.r.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %838, i32 %838, i32 7) #13, !srcloc !11
  %840 = xor i32 %823, %792
  store i32 %840, ptr %5, align 4, !tbaa !6
  %841 = xor i32 %837, %806
  %842 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %841, ptr %842, align 4, !tbaa !6
  %843 = xor i32 %795, %820
  %844 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %843, ptr %844, align 4, !tbaa !6
  %845 = xor i32 %809, %834
  %846 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %845, ptr %846, align 4, !tbaa !6
  %847 = xor i32 %808, %839
  %848 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %847, ptr %848, align 4, !tbaa !6
  %849 = xor i32 %822, %797
  %850 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %849, ptr %850, align 4, !tbaa !6
  %851 = xor i32 %836, %811
  %852 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %851, ptr %852, align 4, !tbaa !6
  %853 = xor i32 %794, %825
  %854 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %853, ptr %854, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @blake3_chunk_cv(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  %6 = add nuw nsw i64 %1, 1023
  %7 = lshr i64 %6, 10
  %8 = icmp slt i64 %1, 1
  %9 = select i1 %8, i64 1, i64 %7
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp samesign ult i64 %17, %9
  br i1 %18, label %19, label %690

19:                                               ; preds = %3
  %20 = icmp eq i64 %9, 1
  %21 = select i1 %20, i32 10, i32 2
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %13
  %25 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %28 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %30 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %62

62:                                               ; preds = %19, %86
  %63 = phi i64 [ %17, %19 ], [ %104, %86 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #14, !noalias !17
  store i32 1779033703, ptr %4, align 4, !tbaa !6, !noalias !17
  store i32 -1150833019, ptr %25, align 4, !tbaa !6, !noalias !17
  store i32 1013904242, ptr %26, align 4, !tbaa !6, !noalias !17
  store i32 -1521486534, ptr %27, align 4, !tbaa !6, !noalias !17
  store i32 1359893119, ptr %28, align 4, !tbaa !6, !noalias !17
  store i32 -1694144372, ptr %29, align 4, !tbaa !6, !noalias !17
  store i32 528734635, ptr %30, align 4, !tbaa !6, !noalias !17
  store i32 1541459225, ptr %31, align 4, !tbaa !6, !noalias !17
  %64 = shl nuw nsw i64 %63, 10
  %65 = sub nsw i64 %1, %64
  %66 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %65, i64 0)
  %67 = tail call noundef range(i64 0, 1025) i64 @llvm.umin.i64(i64 range(i64 0, -9223372036854775808) %66, i64 1024)
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = icmp slt i64 %65, 1
  %70 = add nuw nsw i32 %68, 63
  %71 = lshr i32 %70, 6
  %72 = select i1 %69, i32 1, i32 %71
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %62
  %75 = getelementptr inbounds nuw i8, ptr %0, i64 %64
  %76 = add nsw i32 %72, -1
  br label %106

77:                                               ; preds = %680
  %78 = load i32, ptr %4, align 4, !tbaa !6, !noalias !17
  %79 = load i32, ptr %25, align 4, !tbaa !6, !noalias !17
  %80 = load i32, ptr %26, align 4, !tbaa !6, !noalias !17
  %81 = load i32, ptr %27, align 4, !tbaa !6, !noalias !17
  %82 = load i32, ptr %28, align 4, !tbaa !6, !noalias !17
  %83 = load i32, ptr %29, align 4, !tbaa !6, !noalias !17
  %84 = load i32, ptr %30, align 4, !tbaa !6, !noalias !17
  %85 = load i32, ptr %31, align 4, !tbaa !6, !noalias !17
  br label %86

86:                                               ; preds = %77, %62
  %87 = phi i32 [ %85, %77 ], [ 1541459225, %62 ]
  %88 = phi i32 [ %84, %77 ], [ 528734635, %62 ]
  %89 = phi i32 [ %83, %77 ], [ -1694144372, %62 ]
  %90 = phi i32 [ %82, %77 ], [ 1359893119, %62 ]
  %91 = phi i32 [ %81, %77 ], [ -1521486534, %62 ]
  %92 = phi i32 [ %80, %77 ], [ 1013904242, %62 ]
  %93 = phi i32 [ %79, %77 ], [ -1150833019, %62 ]
  %94 = phi i32 [ %78, %77 ], [ 1779033703, %62 ]
  %95 = shl nuw nsw i64 %63, 5
  %96 = getelementptr inbounds nuw i8, ptr %2, i64 %95
  store i32 %94, ptr %96, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 4
  store i32 %93, ptr %97, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 8
  store i32 %92, ptr %98, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 12
  store i32 %91, ptr %99, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %100 = getelementptr inbounds nuw i8, ptr %96, i64 16
  store i32 %90, ptr %100, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %101 = getelementptr inbounds nuw i8, ptr %96, i64 20
  store i32 %89, ptr %101, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %102 = getelementptr inbounds nuw i8, ptr %96, i64 24
  store i32 %88, ptr %102, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  %103 = getelementptr inbounds nuw i8, ptr %96, i64 28
  store i32 %87, ptr %103, align 4, !tbaa !6, !alias.scope !15, !noalias !12
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #14, !noalias !17
  %104 = add nuw nsw i64 %63, %24
  %105 = icmp samesign ult i64 %104, %9
  br i1 %105, label %62, label %690, !llvm.loop !18

106:                                              ; preds = %74, %680
  %107 = phi i32 [ 0, %74 ], [ %688, %680 ]
  %108 = shl nsw i32 %107, 6
  %109 = sub nsw i32 %68, %108
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14, !noalias !17
  %110 = zext nneg i32 %108 to i64
  %111 = getelementptr inbounds nuw i8, ptr %75, i64 %110
  %112 = icmp sgt i32 %109, 63
  br i1 %112, label %115, label %113

113:                                              ; preds = %106
  %114 = icmp sgt i32 %109, 0
  br i1 %114, label %147, label %150

115:                                              ; preds = %106
  %116 = load i32, ptr %111, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %117 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %118 = load i32, ptr %117, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %119 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %120 = load i32, ptr %119, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %121 = getelementptr inbounds nuw i8, ptr %111, i64 12
  %122 = load i32, ptr %121, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %116, ptr %5, align 4, !tbaa !6, !noalias !17
  store i32 %118, ptr %47, align 4, !tbaa !6, !noalias !17
  store i32 %120, ptr %48, align 4, !tbaa !6, !noalias !17
  store i32 %122, ptr %49, align 4, !tbaa !6, !noalias !17
  %123 = getelementptr inbounds nuw i8, ptr %111, i64 16
  %124 = load i32, ptr %123, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %125 = getelementptr inbounds nuw i8, ptr %111, i64 20
  %126 = load i32, ptr %125, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %127 = getelementptr inbounds nuw i8, ptr %111, i64 24
  %128 = load i32, ptr %127, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %129 = getelementptr inbounds nuw i8, ptr %111, i64 28
  %130 = load i32, ptr %129, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %124, ptr %50, align 4, !tbaa !6, !noalias !17
  store i32 %126, ptr %51, align 4, !tbaa !6, !noalias !17
  store i32 %128, ptr %52, align 4, !tbaa !6, !noalias !17
  store i32 %130, ptr %53, align 4, !tbaa !6, !noalias !17
  %131 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %132 = load i32, ptr %131, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %133 = getelementptr inbounds nuw i8, ptr %111, i64 36
  %134 = load i32, ptr %133, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %135 = getelementptr inbounds nuw i8, ptr %111, i64 40
  %136 = load i32, ptr %135, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %137 = getelementptr inbounds nuw i8, ptr %111, i64 44
  %138 = load i32, ptr %137, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %132, ptr %54, align 4, !tbaa !6, !noalias !17
  store i32 %134, ptr %55, align 4, !tbaa !6, !noalias !17
  store i32 %136, ptr %56, align 4, !tbaa !6, !noalias !17
  store i32 %138, ptr %57, align 4, !tbaa !6, !noalias !17
  %139 = getelementptr inbounds nuw i8, ptr %111, i64 48
  %140 = load i32, ptr %139, align 16, !tbaa !6, !alias.scope !12, !noalias !15
  %141 = getelementptr inbounds nuw i8, ptr %111, i64 52
  %142 = load i32, ptr %141, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  %143 = getelementptr inbounds nuw i8, ptr %111, i64 56
  %144 = load i32, ptr %143, align 8, !tbaa !6, !alias.scope !12, !noalias !15
  %145 = getelementptr inbounds nuw i8, ptr %111, i64 60
  %146 = load i32, ptr %145, align 4, !tbaa !6, !alias.scope !12, !noalias !15
  store i32 %140, ptr %58, align 4, !tbaa !6, !noalias !17
  store i32 %142, ptr %59, align 4, !tbaa !6, !noalias !17
  store i32 %144, ptr %60, align 4, !tbaa !6, !noalias !17
  store i32 %146, ptr %61, align 4, !tbaa !6, !noalias !17
  br label %680

147:                                              ; preds = %113
  %148 = load i8, ptr %111, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %149 = zext i8 %148 to i32
  br label %150

150:                                              ; preds = %147, %113
  %151 = phi i32 [ %149, %147 ], [ 0, %113 ]
  %152 = icmp sgt i32 %109, 1
  br i1 %152, label %153, label %159

153:                                              ; preds = %150
  %154 = getelementptr inbounds nuw i8, ptr %111, i64 1
  %155 = load i8, ptr %154, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %156 = zext i8 %155 to i32
  %157 = shl nuw nsw i32 %156, 8
  %158 = or disjoint i32 %157, %151
  br label %159

159:                                              ; preds = %153, %150
  %160 = phi i32 [ %158, %153 ], [ %151, %150 ]
  %161 = icmp sgt i32 %109, 2
  br i1 %161, label %162, label %168

162:                                              ; preds = %159
  %163 = getelementptr inbounds nuw i8, ptr %111, i64 2
  %164 = load i8, ptr %163, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %165 = zext i8 %164 to i32
  %166 = shl nuw nsw i32 %165, 16
  %167 = or i32 %166, %160
  br label %168

168:                                              ; preds = %162, %159
  %169 = phi i32 [ %167, %162 ], [ %160, %159 ]
  %170 = icmp sgt i32 %109, 3
  br i1 %170, label %171, label %177

171:                                              ; preds = %168
  %172 = getelementptr inbounds nuw i8, ptr %111, i64 3
  %173 = load i8, ptr %172, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %174 = zext i8 %173 to i32
  %175 = shl nuw i32 %174, 24
  %176 = or i32 %175, %169
  br label %177

177:                                              ; preds = %171, %168
  %178 = phi i32 [ %176, %171 ], [ %169, %168 ]
  store i32 %178, ptr %5, align 4, !tbaa !6, !noalias !17
  %179 = icmp sgt i32 %109, 4
  br i1 %179, label %180, label %184

180:                                              ; preds = %177
  %181 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %182 = load i8, ptr %181, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %183 = zext i8 %182 to i32
  br label %184

184:                                              ; preds = %180, %177
  %185 = phi i32 [ %183, %180 ], [ 0, %177 ]
  %186 = icmp sgt i32 %109, 5
  br i1 %186, label %187, label %193

187:                                              ; preds = %184
  %188 = getelementptr inbounds nuw i8, ptr %111, i64 5
  %189 = load i8, ptr %188, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %190 = zext i8 %189 to i32
  %191 = shl nuw nsw i32 %190, 8
  %192 = or disjoint i32 %191, %185
  br label %193

193:                                              ; preds = %187, %184
  %194 = phi i32 [ %192, %187 ], [ %185, %184 ]
  %195 = icmp sgt i32 %109, 6
  br i1 %195, label %196, label %202

196:                                              ; preds = %193
  %197 = getelementptr inbounds nuw i8, ptr %111, i64 6
  %198 = load i8, ptr %197, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %199 = zext i8 %198 to i32
  %200 = shl nuw nsw i32 %199, 16
  %201 = or i32 %200, %194
  br label %202

202:                                              ; preds = %196, %193
  %203 = phi i32 [ %201, %196 ], [ %194, %193 ]
  %204 = icmp sgt i32 %109, 7
  br i1 %204, label %205, label %211

205:                                              ; preds = %202
  %206 = getelementptr inbounds nuw i8, ptr %111, i64 7
  %207 = load i8, ptr %206, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %208 = zext i8 %207 to i32
  %209 = shl nuw i32 %208, 24
  %210 = or i32 %209, %203
  br label %211

211:                                              ; preds = %205, %202
  %212 = phi i32 [ %210, %205 ], [ %203, %202 ]
  store i32 %212, ptr %32, align 4, !tbaa !6, !noalias !17
  %213 = icmp sgt i32 %109, 8
  br i1 %213, label %214, label %218

214:                                              ; preds = %211
  %215 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %216 = load i8, ptr %215, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %217 = zext i8 %216 to i32
  br label %218

218:                                              ; preds = %214, %211
  %219 = phi i32 [ %217, %214 ], [ 0, %211 ]
  %220 = icmp sgt i32 %109, 9
  br i1 %220, label %221, label %227

221:                                              ; preds = %218
  %222 = getelementptr inbounds nuw i8, ptr %111, i64 9
  %223 = load i8, ptr %222, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %224 = zext i8 %223 to i32
  %225 = shl nuw nsw i32 %224, 8
  %226 = or disjoint i32 %225, %219
  br label %227

227:                                              ; preds = %221, %218
  %228 = phi i32 [ %226, %221 ], [ %219, %218 ]
  %229 = icmp sgt i32 %109, 10
  br i1 %229, label %230, label %236

230:                                              ; preds = %227
  %231 = getelementptr inbounds nuw i8, ptr %111, i64 10
  %232 = load i8, ptr %231, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %233 = zext i8 %232 to i32
  %234 = shl nuw nsw i32 %233, 16
  %235 = or i32 %234, %228
  br label %236

236:                                              ; preds = %230, %227
  %237 = phi i32 [ %235, %230 ], [ %228, %227 ]
  %238 = icmp sgt i32 %109, 11
  br i1 %238, label %239, label %245

239:                                              ; preds = %236
  %240 = getelementptr inbounds nuw i8, ptr %111, i64 11
  %241 = load i8, ptr %240, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %242 = zext i8 %241 to i32
  %243 = shl nuw i32 %242, 24
  %244 = or i32 %243, %237
  br label %245

245:                                              ; preds = %239, %236
  %246 = phi i32 [ %244, %239 ], [ %237, %236 ]
  store i32 %246, ptr %33, align 4, !tbaa !6, !noalias !17
  %247 = icmp sgt i32 %109, 12
  br i1 %247, label %248, label %252

248:                                              ; preds = %245
  %249 = getelementptr inbounds nuw i8, ptr %111, i64 12
  %250 = load i8, ptr %249, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %251 = zext i8 %250 to i32
  br label %252

252:                                              ; preds = %248, %245
  %253 = phi i32 [ %251, %248 ], [ 0, %245 ]
  %254 = icmp sgt i32 %109, 13
  br i1 %254, label %255, label %261

255:                                              ; preds = %252
  %256 = getelementptr inbounds nuw i8, ptr %111, i64 13
  %257 = load i8, ptr %256, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %258 = zext i8 %257 to i32
  %259 = shl nuw nsw i32 %258, 8
  %260 = or disjoint i32 %259, %253
  br label %261

261:                                              ; preds = %255, %252
  %262 = phi i32 [ %260, %255 ], [ %253, %252 ]
  %263 = icmp sgt i32 %109, 14
  br i1 %263, label %264, label %270

264:                                              ; preds = %261
  %265 = getelementptr inbounds nuw i8, ptr %111, i64 14
  %266 = load i8, ptr %265, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %267 = zext i8 %266 to i32
  %268 = shl nuw nsw i32 %267, 16
  %269 = or i32 %268, %262
  br label %270

270:                                              ; preds = %264, %261
  %271 = phi i32 [ %269, %264 ], [ %262, %261 ]
  %272 = icmp sgt i32 %109, 15
  br i1 %272, label %273, label %279

273:                                              ; preds = %270
  %274 = getelementptr inbounds nuw i8, ptr %111, i64 15
  %275 = load i8, ptr %274, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %276 = zext i8 %275 to i32
  %277 = shl nuw i32 %276, 24
  %278 = or i32 %277, %271
  br label %279

279:                                              ; preds = %273, %270
  %280 = phi i32 [ %278, %273 ], [ %271, %270 ]
  store i32 %280, ptr %34, align 4, !tbaa !6, !noalias !17
  %281 = icmp sgt i32 %109, 16
  br i1 %281, label %282, label %286

282:                                              ; preds = %279
  %283 = getelementptr inbounds nuw i8, ptr %111, i64 16
  %284 = load i8, ptr %283, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %285 = zext i8 %284 to i32
  br label %286

286:                                              ; preds = %282, %279
  %287 = phi i32 [ %285, %282 ], [ 0, %279 ]
  %288 = icmp sgt i32 %109, 17
  br i1 %288, label %289, label %295

289:                                              ; preds = %286
  %290 = getelementptr inbounds nuw i8, ptr %111, i64 17
  %291 = load i8, ptr %290, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %292 = zext i8 %291 to i32
  %293 = shl nuw nsw i32 %292, 8
  %294 = or disjoint i32 %293, %287
  br label %295

295:                                              ; preds = %289, %286
  %296 = phi i32 [ %294, %289 ], [ %287, %286 ]
  %297 = icmp sgt i32 %109, 18
  br i1 %297, label %298, label %304

298:                                              ; preds = %295
  %299 = getelementptr inbounds nuw i8, ptr %111, i64 18
  %300 = load i8, ptr %299, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %301 = zext i8 %300 to i32
  %302 = shl nuw nsw i32 %301, 16
  %303 = or i32 %302, %296
  br label %304

304:                                              ; preds = %298, %295
  %305 = phi i32 [ %303, %298 ], [ %296, %295 ]
  %306 = icmp sgt i32 %109, 19
  br i1 %306, label %307, label %313

307:                                              ; preds = %304
  %308 = getelementptr inbounds nuw i8, ptr %111, i64 19
  %309 = load i8, ptr %308, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %310 = zext i8 %309 to i32
  %311 = shl nuw i32 %310, 24
  %312 = or i32 %311, %305
  br label %313

313:                                              ; preds = %307, %304
  %314 = phi i32 [ %312, %307 ], [ %305, %304 ]
  store i32 %314, ptr %35, align 4, !tbaa !6, !noalias !17
  %315 = icmp sgt i32 %109, 20
  br i1 %315, label %316, label %320

316:                                              ; preds = %313
  %317 = getelementptr inbounds nuw i8, ptr %111, i64 20
  %318 = load i8, ptr %317, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %319 = zext i8 %318 to i32
  br label %320

320:                                              ; preds = %316, %313
  %321 = phi i32 [ %319, %316 ], [ 0, %313 ]
  %322 = icmp sgt i32 %109, 21
  br i1 %322, label %323, label %329

323:                                              ; preds = %320
  %324 = getelementptr inbounds nuw i8, ptr %111, i64 21
  %325 = load i8, ptr %324, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %326 = zext i8 %325 to i32
  %327 = shl nuw nsw i32 %326, 8
  %328 = or disjoint i32 %327, %321
  br label %329

329:                                              ; preds = %323, %320
  %330 = phi i32 [ %328, %323 ], [ %321, %320 ]
  %331 = icmp sgt i32 %109, 22
  br i1 %331, label %332, label %338

332:                                              ; preds = %329
  %333 = getelementptr inbounds nuw i8, ptr %111, i64 22
  %334 = load i8, ptr %333, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %335 = zext i8 %334 to i32
  %336 = shl nuw nsw i32 %335, 16
  %337 = or i32 %336, %330
  br label %338

338:                                              ; preds = %332, %329
  %339 = phi i32 [ %337, %332 ], [ %330, %329 ]
  %340 = icmp sgt i32 %109, 23
  br i1 %340, label %341, label %347

341:                                              ; preds = %338
  %342 = getelementptr inbounds nuw i8, ptr %111, i64 23
  %343 = load i8, ptr %342, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %344 = zext i8 %343 to i32
  %345 = shl nuw i32 %344, 24
  %346 = or i32 %345, %339
  br label %347

347:                                              ; preds = %341, %338
  %348 = phi i32 [ %346, %341 ], [ %339, %338 ]
  store i32 %348, ptr %36, align 4, !tbaa !6, !noalias !17
  %349 = icmp sgt i32 %109, 24
  br i1 %349, label %350, label %354

350:                                              ; preds = %347
  %351 = getelementptr inbounds nuw i8, ptr %111, i64 24
  %352 = load i8, ptr %351, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %353 = zext i8 %352 to i32
  br label %354

354:                                              ; preds = %350, %347
  %355 = phi i32 [ %353, %350 ], [ 0, %347 ]
  %356 = icmp sgt i32 %109, 25
  br i1 %356, label %357, label %363

357:                                              ; preds = %354
  %358 = getelementptr inbounds nuw i8, ptr %111, i64 25
  %359 = load i8, ptr %358, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %360 = zext i8 %359 to i32
  %361 = shl nuw nsw i32 %360, 8
  %362 = or disjoint i32 %361, %355
  br label %363

363:                                              ; preds = %357, %354
  %364 = phi i32 [ %362, %357 ], [ %355, %354 ]
  %365 = icmp sgt i32 %109, 26
  br i1 %365, label %366, label %372

366:                                              ; preds = %363
  %367 = getelementptr inbounds nuw i8, ptr %111, i64 26
  %368 = load i8, ptr %367, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %369 = zext i8 %368 to i32
  %370 = shl nuw nsw i32 %369, 16
  %371 = or i32 %370, %364
  br label %372

372:                                              ; preds = %366, %363
  %373 = phi i32 [ %371, %366 ], [ %364, %363 ]
  %374 = icmp sgt i32 %109, 27
  br i1 %374, label %375, label %381

375:                                              ; preds = %372
  %376 = getelementptr inbounds nuw i8, ptr %111, i64 27
  %377 = load i8, ptr %376, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %378 = zext i8 %377 to i32
  %379 = shl nuw i32 %378, 24
  %380 = or i32 %379, %373
  br label %381

381:                                              ; preds = %375, %372
  %382 = phi i32 [ %380, %375 ], [ %373, %372 ]
  store i32 %382, ptr %37, align 4, !tbaa !6, !noalias !17
  %383 = icmp sgt i32 %109, 28
  br i1 %383, label %384, label %388

384:                                              ; preds = %381
  %385 = getelementptr inbounds nuw i8, ptr %111, i64 28
  %386 = load i8, ptr %385, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %387 = zext i8 %386 to i32
  br label %388

388:                                              ; preds = %384, %381
  %389 = phi i32 [ %387, %384 ], [ 0, %381 ]
  %390 = icmp sgt i32 %109, 29
  br i1 %390, label %391, label %397

391:                                              ; preds = %388
  %392 = getelementptr inbounds nuw i8, ptr %111, i64 29
  %393 = load i8, ptr %392, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %394 = zext i8 %393 to i32
  %395 = shl nuw nsw i32 %394, 8
  %396 = or disjoint i32 %395, %389
  br label %397

397:                                              ; preds = %391, %388
  %398 = phi i32 [ %396, %391 ], [ %389, %388 ]
  %399 = icmp sgt i32 %109, 30
  br i1 %399, label %400, label %406

400:                                              ; preds = %397
  %401 = getelementptr inbounds nuw i8, ptr %111, i64 30
  %402 = load i8, ptr %401, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %403 = zext i8 %402 to i32
  %404 = shl nuw nsw i32 %403, 16
  %405 = or i32 %404, %398
  br label %406

406:                                              ; preds = %400, %397
  %407 = phi i32 [ %405, %400 ], [ %398, %397 ]
  %408 = icmp sgt i32 %109, 31
  br i1 %408, label %409, label %415

409:                                              ; preds = %406
  %410 = getelementptr inbounds nuw i8, ptr %111, i64 31
  %411 = load i8, ptr %410, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %412 = zext i8 %411 to i32
  %413 = shl nuw i32 %412, 24
  %414 = or i32 %413, %407
  br label %415

415:                                              ; preds = %409, %406
  %416 = phi i32 [ %414, %409 ], [ %407, %406 ]
  store i32 %416, ptr %38, align 4, !tbaa !6, !noalias !17
  %417 = icmp sgt i32 %109, 32
  br i1 %417, label %418, label %422

418:                                              ; preds = %415
  %419 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %420 = load i8, ptr %419, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %421 = zext i8 %420 to i32
  br label %422

422:                                              ; preds = %418, %415
  %423 = phi i32 [ %421, %418 ], [ 0, %415 ]
  %424 = icmp sgt i32 %109, 33
  br i1 %424, label %425, label %431

425:                                              ; preds = %422
  %426 = getelementptr inbounds nuw i8, ptr %111, i64 33
  %427 = load i8, ptr %426, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %428 = zext i8 %427 to i32
  %429 = shl nuw nsw i32 %428, 8
  %430 = or disjoint i32 %429, %423
  br label %431

431:                                              ; preds = %425, %422
  %432 = phi i32 [ %430, %425 ], [ %423, %422 ]
  %433 = icmp sgt i32 %109, 34
  br i1 %433, label %434, label %440

434:                                              ; preds = %431
  %435 = getelementptr inbounds nuw i8, ptr %111, i64 34
  %436 = load i8, ptr %435, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %437 = zext i8 %436 to i32
  %438 = shl nuw nsw i32 %437, 16
  %439 = or i32 %438, %432
  br label %440

440:                                              ; preds = %434, %431
  %441 = phi i32 [ %439, %434 ], [ %432, %431 ]
  %442 = icmp sgt i32 %109, 35
  br i1 %442, label %443, label %449

443:                                              ; preds = %440
  %444 = getelementptr inbounds nuw i8, ptr %111, i64 35
  %445 = load i8, ptr %444, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %446 = zext i8 %445 to i32
  %447 = shl nuw i32 %446, 24
  %448 = or i32 %447, %441
  br label %449

449:                                              ; preds = %443, %440
  %450 = phi i32 [ %448, %443 ], [ %441, %440 ]
  store i32 %450, ptr %39, align 4, !tbaa !6, !noalias !17
  %451 = icmp sgt i32 %109, 36
  br i1 %451, label %452, label %456

452:                                              ; preds = %449
  %453 = getelementptr inbounds nuw i8, ptr %111, i64 36
  %454 = load i8, ptr %453, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %455 = zext i8 %454 to i32
  br label %456

456:                                              ; preds = %452, %449
  %457 = phi i32 [ %455, %452 ], [ 0, %449 ]
  %458 = icmp sgt i32 %109, 37
  br i1 %458, label %459, label %465

459:                                              ; preds = %456
  %460 = getelementptr inbounds nuw i8, ptr %111, i64 37
  %461 = load i8, ptr %460, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %462 = zext i8 %461 to i32
  %463 = shl nuw nsw i32 %462, 8
  %464 = or disjoint i32 %463, %457
  br label %465

465:                                              ; preds = %459, %456
  %466 = phi i32 [ %464, %459 ], [ %457, %456 ]
  %467 = icmp sgt i32 %109, 38
  br i1 %467, label %468, label %474

468:                                              ; preds = %465
  %469 = getelementptr inbounds nuw i8, ptr %111, i64 38
  %470 = load i8, ptr %469, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %471 = zext i8 %470 to i32
  %472 = shl nuw nsw i32 %471, 16
  %473 = or i32 %472, %466
  br label %474

474:                                              ; preds = %468, %465
  %475 = phi i32 [ %473, %468 ], [ %466, %465 ]
  %476 = icmp sgt i32 %109, 39
  br i1 %476, label %477, label %483

477:                                              ; preds = %474
  %478 = getelementptr inbounds nuw i8, ptr %111, i64 39
  %479 = load i8, ptr %478, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %480 = zext i8 %479 to i32
  %481 = shl nuw i32 %480, 24
  %482 = or i32 %481, %475
  br label %483

483:                                              ; preds = %477, %474
  %484 = phi i32 [ %482, %477 ], [ %475, %474 ]
  store i32 %484, ptr %40, align 4, !tbaa !6, !noalias !17
  %485 = icmp sgt i32 %109, 40
  br i1 %485, label %486, label %490

486:                                              ; preds = %483
  %487 = getelementptr inbounds nuw i8, ptr %111, i64 40
  %488 = load i8, ptr %487, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %489 = zext i8 %488 to i32
  br label %490

490:                                              ; preds = %486, %483
  %491 = phi i32 [ %489, %486 ], [ 0, %483 ]
  %492 = icmp sgt i32 %109, 41
  br i1 %492, label %493, label %499

493:                                              ; preds = %490
  %494 = getelementptr inbounds nuw i8, ptr %111, i64 41
  %495 = load i8, ptr %494, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %496 = zext i8 %495 to i32
  %497 = shl nuw nsw i32 %496, 8
  %498 = or disjoint i32 %497, %491
  br label %499

499:                                              ; preds = %493, %490
  %500 = phi i32 [ %498, %493 ], [ %491, %490 ]
  %501 = icmp sgt i32 %109, 42
  br i1 %501, label %502, label %508

502:                                              ; preds = %499
  %503 = getelementptr inbounds nuw i8, ptr %111, i64 42
  %504 = load i8, ptr %503, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %505 = zext i8 %504 to i32
  %506 = shl nuw nsw i32 %505, 16
  %507 = or i32 %506, %500
  br label %508

508:                                              ; preds = %502, %499
  %509 = phi i32 [ %507, %502 ], [ %500, %499 ]
  %510 = icmp sgt i32 %109, 43
  br i1 %510, label %511, label %517

511:                                              ; preds = %508
  %512 = getelementptr inbounds nuw i8, ptr %111, i64 43
  %513 = load i8, ptr %512, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %514 = zext i8 %513 to i32
  %515 = shl nuw i32 %514, 24
  %516 = or i32 %515, %509
  br label %517

517:                                              ; preds = %511, %508
  %518 = phi i32 [ %516, %511 ], [ %509, %508 ]
  store i32 %518, ptr %41, align 4, !tbaa !6, !noalias !17
  %519 = icmp sgt i32 %109, 44
  br i1 %519, label %520, label %524

520:                                              ; preds = %517
  %521 = getelementptr inbounds nuw i8, ptr %111, i64 44
  %522 = load i8, ptr %521, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %523 = zext i8 %522 to i32
  br label %524

524:                                              ; preds = %520, %517
  %525 = phi i32 [ %523, %520 ], [ 0, %517 ]
  %526 = icmp sgt i32 %109, 45
  br i1 %526, label %527, label %533

527:                                              ; preds = %524
  %528 = getelementptr inbounds nuw i8, ptr %111, i64 45
  %529 = load i8, ptr %528, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %530 = zext i8 %529 to i32
  %531 = shl nuw nsw i32 %530, 8
  %532 = or disjoint i32 %531, %525
  br label %533

533:                                              ; preds = %527, %524
  %534 = phi i32 [ %532, %527 ], [ %525, %524 ]
  %535 = icmp sgt i32 %109, 46
  br i1 %535, label %536, label %542

536:                                              ; preds = %533
  %537 = getelementptr inbounds nuw i8, ptr %111, i64 46
  %538 = load i8, ptr %537, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %539 = zext i8 %538 to i32
  %540 = shl nuw nsw i32 %539, 16
  %541 = or i32 %540, %534
  br label %542

542:                                              ; preds = %536, %533
  %543 = phi i32 [ %541, %536 ], [ %534, %533 ]
  %544 = icmp sgt i32 %109, 47
  br i1 %544, label %545, label %551

545:                                              ; preds = %542
  %546 = getelementptr inbounds nuw i8, ptr %111, i64 47
  %547 = load i8, ptr %546, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %548 = zext i8 %547 to i32
  %549 = shl nuw i32 %548, 24
  %550 = or i32 %549, %543
  br label %551

551:                                              ; preds = %545, %542
  %552 = phi i32 [ %550, %545 ], [ %543, %542 ]
  store i32 %552, ptr %42, align 4, !tbaa !6, !noalias !17
  %553 = icmp sgt i32 %109, 48
  br i1 %553, label %554, label %558

554:                                              ; preds = %551
  %555 = getelementptr inbounds nuw i8, ptr %111, i64 48
  %556 = load i8, ptr %555, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %557 = zext i8 %556 to i32
  br label %558

558:                                              ; preds = %554, %551
  %559 = phi i32 [ %557, %554 ], [ 0, %551 ]
  %560 = icmp sgt i32 %109, 49
  br i1 %560, label %561, label %567

561:                                              ; preds = %558
  %562 = getelementptr inbounds nuw i8, ptr %111, i64 49
  %563 = load i8, ptr %562, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %564 = zext i8 %563 to i32
  %565 = shl nuw nsw i32 %564, 8
  %566 = or disjoint i32 %565, %559
  br label %567

567:                                              ; preds = %561, %558
  %568 = phi i32 [ %566, %561 ], [ %559, %558 ]
  %569 = icmp sgt i32 %109, 50
  br i1 %569, label %570, label %576

570:                                              ; preds = %567
  %571 = getelementptr inbounds nuw i8, ptr %111, i64 50
  %572 = load i8, ptr %571, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %573 = zext i8 %572 to i32
  %574 = shl nuw nsw i32 %573, 16
  %575 = or i32 %574, %568
  br label %576

576:                                              ; preds = %570, %567
  %577 = phi i32 [ %575, %570 ], [ %568, %567 ]
  %578 = icmp sgt i32 %109, 51
  br i1 %578, label %579, label %585

579:                                              ; preds = %576
  %580 = getelementptr inbounds nuw i8, ptr %111, i64 51
  %581 = load i8, ptr %580, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %582 = zext i8 %581 to i32
  %583 = shl nuw i32 %582, 24
  %584 = or i32 %583, %577
  br label %585

585:                                              ; preds = %579, %576
  %586 = phi i32 [ %584, %579 ], [ %577, %576 ]
  store i32 %586, ptr %43, align 4, !tbaa !6, !noalias !17
  %587 = icmp sgt i32 %109, 52
  br i1 %587, label %588, label %592

588:                                              ; preds = %585
  %589 = getelementptr inbounds nuw i8, ptr %111, i64 52
  %590 = load i8, ptr %589, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %591 = zext i8 %590 to i32
  br label %592

592:                                              ; preds = %588, %585
  %593 = phi i32 [ %591, %588 ], [ 0, %585 ]
  %594 = icmp sgt i32 %109, 53
  br i1 %594, label %595, label %601

595:                                              ; preds = %592
  %596 = getelementptr inbounds nuw i8, ptr %111, i64 53
  %597 = load i8, ptr %596, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %598 = zext i8 %597 to i32
  %599 = shl nuw nsw i32 %598, 8
  %600 = or disjoint i32 %599, %593
  br label %601

601:                                              ; preds = %595, %592
  %602 = phi i32 [ %600, %595 ], [ %593, %592 ]
  %603 = icmp sgt i32 %109, 54
  br i1 %603, label %604, label %610

604:                                              ; preds = %601
  %605 = getelementptr inbounds nuw i8, ptr %111, i64 54
  %606 = load i8, ptr %605, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %607 = zext i8 %606 to i32
  %608 = shl nuw nsw i32 %607, 16
  %609 = or i32 %608, %602
  br label %610

610:                                              ; preds = %604, %601
  %611 = phi i32 [ %609, %604 ], [ %602, %601 ]
  %612 = icmp sgt i32 %109, 55
  br i1 %612, label %613, label %619

613:                                              ; preds = %610
  %614 = getelementptr inbounds nuw i8, ptr %111, i64 55
  %615 = load i8, ptr %614, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %616 = zext i8 %615 to i32
  %617 = shl nuw i32 %616, 24
  %618 = or i32 %617, %611
  br label %619

619:                                              ; preds = %613, %610
  %620 = phi i32 [ %618, %613 ], [ %611, %610 ]
  store i32 %620, ptr %44, align 4, !tbaa !6, !noalias !17
  %621 = icmp sgt i32 %109, 56
  br i1 %621, label %622, label %626

622:                                              ; preds = %619
  %623 = getelementptr inbounds nuw i8, ptr %111, i64 56
  %624 = load i8, ptr %623, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %625 = zext i8 %624 to i32
  br label %626

626:                                              ; preds = %622, %619
  %627 = phi i32 [ %625, %622 ], [ 0, %619 ]
  %628 = icmp sgt i32 %109, 57
  br i1 %628, label %629, label %635

629:                                              ; preds = %626
  %630 = getelementptr inbounds nuw i8, ptr %111, i64 57
  %631 = load i8, ptr %630, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %632 = zext i8 %631 to i32
  %633 = shl nuw nsw i32 %632, 8
  %634 = or disjoint i32 %633, %627
  br label %635

635:                                              ; preds = %629, %626
  %636 = phi i32 [ %634, %629 ], [ %627, %626 ]
  %637 = icmp sgt i32 %109, 58
  br i1 %637, label %638, label %644

638:                                              ; preds = %635
  %639 = getelementptr inbounds nuw i8, ptr %111, i64 58
  %640 = load i8, ptr %639, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %641 = zext i8 %640 to i32
  %642 = shl nuw nsw i32 %641, 16
  %643 = or i32 %642, %636
  br label %644

644:                                              ; preds = %638, %635
  %645 = phi i32 [ %643, %638 ], [ %636, %635 ]
  %646 = icmp sgt i32 %109, 59
  br i1 %646, label %647, label %653

647:                                              ; preds = %644
  %648 = getelementptr inbounds nuw i8, ptr %111, i64 59
  %649 = load i8, ptr %648, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %650 = zext i8 %649 to i32
  %651 = shl nuw i32 %650, 24
  %652 = or i32 %651, %645
  br label %653

653:                                              ; preds = %647, %644
  %654 = phi i32 [ %652, %647 ], [ %645, %644 ]
  store i32 %654, ptr %45, align 4, !tbaa !6, !noalias !17
  %655 = icmp sgt i32 %109, 60
  br i1 %655, label %656, label %660

656:                                              ; preds = %653
  %657 = getelementptr inbounds nuw i8, ptr %111, i64 60
  %658 = load i8, ptr %657, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %659 = zext i8 %658 to i32
  br label %660

660:                                              ; preds = %656, %653
  %661 = phi i32 [ %659, %656 ], [ 0, %653 ]
  %662 = icmp sgt i32 %109, 61
  br i1 %662, label %663, label %669

663:                                              ; preds = %660
  %664 = getelementptr inbounds nuw i8, ptr %111, i64 61
  %665 = load i8, ptr %664, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %666 = zext i8 %665 to i32
  %667 = shl nuw nsw i32 %666, 8
  %668 = or disjoint i32 %667, %661
  br label %669

669:                                              ; preds = %663, %660
  %670 = phi i32 [ %668, %663 ], [ %661, %660 ]
  %671 = icmp eq i32 %109, 63
  br i1 %671, label %672, label %678

672:                                              ; preds = %669
  %673 = getelementptr inbounds nuw i8, ptr %111, i64 62
  %674 = load i8, ptr %673, align 1, !tbaa !20, !alias.scope !12, !noalias !15
  %675 = zext i8 %674 to i32
  %676 = shl nuw nsw i32 %675, 16
  %677 = or i32 %676, %670
  br label %678

678:                                              ; preds = %669, %672
  %679 = phi i32 [ %677, %672 ], [ %670, %669 ]
  store i32 %679, ptr %46, align 4, !tbaa !6, !noalias !17
  br label %680

680:                                              ; preds = %678, %115
  %681 = icmp eq i32 %107, 0
  %682 = zext i1 %681 to i32
  %683 = icmp eq i32 %107, %76
  %684 = select i1 %683, i32 %21, i32 0
  %685 = or disjoint i32 %684, %682
  %686 = tail call i32 @llvm.smax.i32(i32 %109, i32 0)
  %687 = tail call i32 @llvm.umin.i32(i32 %686, i32 64)
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef %63, i32 noundef %687, i32 noundef %685, ptr noundef nonnull %4) #15, !noalias !17
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #14, !noalias !17
  %688 = add nuw nsw i32 %107, 1
  %689 = icmp eq i32 %688, %72
  br i1 %689, label %77, label %106, !llvm.loop !21

690:                                              ; preds = %86, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @blake3_chunk_cv_keyed(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = alloca [8 x i32], align 4
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %6 = add nuw nsw i64 %1, 1023
  %7 = lshr i64 %6, 10
  %8 = icmp slt i64 %1, 1
  %9 = select i1 %8, i64 1, i64 %7
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = add nuw nsw i64 %14, %16
  %18 = icmp samesign ult i64 %17, %9
  br i1 %18, label %19, label %698

19:                                               ; preds = %3
  %20 = icmp eq i64 %9, 1
  %21 = select i1 %20, i32 10, i32 2
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %13
  %25 = load i32, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), align 4, !tbaa !6, !noalias !27
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 4), align 4, !tbaa !6, !noalias !27
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 8), align 4, !tbaa !6, !noalias !27
  %28 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 12), align 4, !tbaa !6, !noalias !27
  %29 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 16), align 4, !tbaa !6, !noalias !27
  %30 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 20), align 4, !tbaa !6, !noalias !27
  %31 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 24), align 4, !tbaa !6, !noalias !27
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 28), align 4, !tbaa !6, !noalias !27
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %34 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %36 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %38 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %39 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %63 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %67 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %70

70:                                               ; preds = %19, %94
  %71 = phi i64 [ %17, %19 ], [ %112, %94 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %4) #14, !noalias !27
  store i32 %25, ptr %4, align 4, !tbaa !6, !noalias !27
  store i32 %26, ptr %33, align 4, !tbaa !6, !noalias !27
  store i32 %27, ptr %34, align 4, !tbaa !6, !noalias !27
  store i32 %28, ptr %35, align 4, !tbaa !6, !noalias !27
  store i32 %29, ptr %36, align 4, !tbaa !6, !noalias !27
  store i32 %30, ptr %37, align 4, !tbaa !6, !noalias !27
  store i32 %31, ptr %38, align 4, !tbaa !6, !noalias !27
  store i32 %32, ptr %39, align 4, !tbaa !6, !noalias !27
  %72 = shl nuw nsw i64 %71, 10
  %73 = sub nsw i64 %1, %72
  %74 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %73, i64 0)
  %75 = tail call noundef range(i64 0, 1025) i64 @llvm.umin.i64(i64 range(i64 0, -9223372036854775808) %74, i64 1024)
  %76 = trunc nuw nsw i64 %75 to i32
  %77 = icmp slt i64 %73, 1
  %78 = add nuw nsw i32 %76, 63
  %79 = lshr i32 %78, 6
  %80 = select i1 %77, i32 1, i32 %79
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %94, label %82

82:                                               ; preds = %70
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 %72
  %84 = add nsw i32 %80, -1
  br label %114

85:                                               ; preds = %688
  %86 = load i32, ptr %4, align 4, !tbaa !6, !noalias !27
  %87 = load i32, ptr %33, align 4, !tbaa !6, !noalias !27
  %88 = load i32, ptr %34, align 4, !tbaa !6, !noalias !27
  %89 = load i32, ptr %35, align 4, !tbaa !6, !noalias !27
  %90 = load i32, ptr %36, align 4, !tbaa !6, !noalias !27
  %91 = load i32, ptr %37, align 4, !tbaa !6, !noalias !27
  %92 = load i32, ptr %38, align 4, !tbaa !6, !noalias !27
  %93 = load i32, ptr %39, align 4, !tbaa !6, !noalias !27
  br label %94

94:                                               ; preds = %85, %70
  %95 = phi i32 [ %93, %85 ], [ %32, %70 ]
  %96 = phi i32 [ %92, %85 ], [ %31, %70 ]
  %97 = phi i32 [ %91, %85 ], [ %30, %70 ]
  %98 = phi i32 [ %90, %85 ], [ %29, %70 ]
  %99 = phi i32 [ %89, %85 ], [ %28, %70 ]
  %100 = phi i32 [ %88, %85 ], [ %27, %70 ]
  %101 = phi i32 [ %87, %85 ], [ %26, %70 ]
  %102 = phi i32 [ %86, %85 ], [ %25, %70 ]
  %103 = shl nuw nsw i64 %71, 5
  %104 = getelementptr inbounds nuw i8, ptr %2, i64 %103
  store i32 %102, ptr %104, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 4
  store i32 %101, ptr %105, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 8
  store i32 %100, ptr %106, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 12
  store i32 %99, ptr %107, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %108 = getelementptr inbounds nuw i8, ptr %104, i64 16
  store i32 %98, ptr %108, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %109 = getelementptr inbounds nuw i8, ptr %104, i64 20
  store i32 %97, ptr %109, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %110 = getelementptr inbounds nuw i8, ptr %104, i64 24
  store i32 %96, ptr %110, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  %111 = getelementptr inbounds nuw i8, ptr %104, i64 28
  store i32 %95, ptr %111, align 4, !tbaa !6, !alias.scope !25, !noalias !22
  call void @llvm.lifetime.end.p0(ptr nonnull %4) #14, !noalias !27
  %112 = add nuw nsw i64 %71, %24
  %113 = icmp samesign ult i64 %112, %9
  br i1 %113, label %70, label %698, !llvm.loop !28

114:                                              ; preds = %82, %688
  %115 = phi i32 [ 0, %82 ], [ %696, %688 ]
  %116 = shl nsw i32 %115, 6
  %117 = sub nsw i32 %76, %116
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14, !noalias !27
  %118 = zext nneg i32 %116 to i64
  %119 = getelementptr inbounds nuw i8, ptr %83, i64 %118
  %120 = icmp sgt i32 %117, 63
  br i1 %120, label %123, label %121

121:                                              ; preds = %114
  %122 = icmp sgt i32 %117, 0
  br i1 %122, label %155, label %158

123:                                              ; preds = %114
  %124 = load i32, ptr %119, align 16, !tbaa !6, !alias.scope !22, !noalias !25
  %125 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %126 = load i32, ptr %125, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %127 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %128 = load i32, ptr %127, align 8, !tbaa !6, !alias.scope !22, !noalias !25
  %129 = getelementptr inbounds nuw i8, ptr %119, i64 12
  %130 = load i32, ptr %129, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  store i32 %124, ptr %5, align 4, !tbaa !6, !noalias !27
  store i32 %126, ptr %55, align 4, !tbaa !6, !noalias !27
  store i32 %128, ptr %56, align 4, !tbaa !6, !noalias !27
  store i32 %130, ptr %57, align 4, !tbaa !6, !noalias !27
  %131 = getelementptr inbounds nuw i8, ptr %119, i64 16
  %132 = load i32, ptr %131, align 16, !tbaa !6, !alias.scope !22, !noalias !25
  %133 = getelementptr inbounds nuw i8, ptr %119, i64 20
  %134 = load i32, ptr %133, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %135 = getelementptr inbounds nuw i8, ptr %119, i64 24
  %136 = load i32, ptr %135, align 8, !tbaa !6, !alias.scope !22, !noalias !25
  %137 = getelementptr inbounds nuw i8, ptr %119, i64 28
  %138 = load i32, ptr %137, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  store i32 %132, ptr %58, align 4, !tbaa !6, !noalias !27
  store i32 %134, ptr %59, align 4, !tbaa !6, !noalias !27
  store i32 %136, ptr %60, align 4, !tbaa !6, !noalias !27
  store i32 %138, ptr %61, align 4, !tbaa !6, !noalias !27
  %139 = getelementptr inbounds nuw i8, ptr %119, i64 32
  %140 = load i32, ptr %139, align 16, !tbaa !6, !alias.scope !22, !noalias !25
  %141 = getelementptr inbounds nuw i8, ptr %119, i64 36
  %142 = load i32, ptr %141, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %143 = getelementptr inbounds nuw i8, ptr %119, i64 40
  %144 = load i32, ptr %143, align 8, !tbaa !6, !alias.scope !22, !noalias !25
  %145 = getelementptr inbounds nuw i8, ptr %119, i64 44
  %146 = load i32, ptr %145, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  store i32 %140, ptr %62, align 4, !tbaa !6, !noalias !27
  store i32 %142, ptr %63, align 4, !tbaa !6, !noalias !27
  store i32 %144, ptr %64, align 4, !tbaa !6, !noalias !27
  store i32 %146, ptr %65, align 4, !tbaa !6, !noalias !27
  %147 = getelementptr inbounds nuw i8, ptr %119, i64 48
  %148 = load i32, ptr %147, align 16, !tbaa !6, !alias.scope !22, !noalias !25
  %149 = getelementptr inbounds nuw i8, ptr %119, i64 52
  %150 = load i32, ptr %149, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  %151 = getelementptr inbounds nuw i8, ptr %119, i64 56
  %152 = load i32, ptr %151, align 8, !tbaa !6, !alias.scope !22, !noalias !25
  %153 = getelementptr inbounds nuw i8, ptr %119, i64 60
  %154 = load i32, ptr %153, align 4, !tbaa !6, !alias.scope !22, !noalias !25
  store i32 %148, ptr %66, align 4, !tbaa !6, !noalias !27
  store i32 %150, ptr %67, align 4, !tbaa !6, !noalias !27
  store i32 %152, ptr %68, align 4, !tbaa !6, !noalias !27
  store i32 %154, ptr %69, align 4, !tbaa !6, !noalias !27
  br label %688

155:                                              ; preds = %121
  %156 = load i8, ptr %119, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %157 = zext i8 %156 to i32
  br label %158

158:                                              ; preds = %155, %121
  %159 = phi i32 [ %157, %155 ], [ 0, %121 ]
  %160 = icmp sgt i32 %117, 1
  br i1 %160, label %161, label %167

161:                                              ; preds = %158
  %162 = getelementptr inbounds nuw i8, ptr %119, i64 1
  %163 = load i8, ptr %162, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %164 = zext i8 %163 to i32
  %165 = shl nuw nsw i32 %164, 8
  %166 = or disjoint i32 %165, %159
  br label %167

167:                                              ; preds = %161, %158
  %168 = phi i32 [ %166, %161 ], [ %159, %158 ]
  %169 = icmp sgt i32 %117, 2
  br i1 %169, label %170, label %176

170:                                              ; preds = %167
  %171 = getelementptr inbounds nuw i8, ptr %119, i64 2
  %172 = load i8, ptr %171, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %173 = zext i8 %172 to i32
  %174 = shl nuw nsw i32 %173, 16
  %175 = or i32 %174, %168
  br label %176

176:                                              ; preds = %170, %167
  %177 = phi i32 [ %175, %170 ], [ %168, %167 ]
  %178 = icmp sgt i32 %117, 3
  br i1 %178, label %179, label %185

179:                                              ; preds = %176
  %180 = getelementptr inbounds nuw i8, ptr %119, i64 3
  %181 = load i8, ptr %180, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %182 = zext i8 %181 to i32
  %183 = shl nuw i32 %182, 24
  %184 = or i32 %183, %177
  br label %185

185:                                              ; preds = %179, %176
  %186 = phi i32 [ %184, %179 ], [ %177, %176 ]
  store i32 %186, ptr %5, align 4, !tbaa !6, !noalias !27
  %187 = icmp sgt i32 %117, 4
  br i1 %187, label %188, label %192

188:                                              ; preds = %185
  %189 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %190 = load i8, ptr %189, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %191 = zext i8 %190 to i32
  br label %192

192:                                              ; preds = %188, %185
  %193 = phi i32 [ %191, %188 ], [ 0, %185 ]
  %194 = icmp sgt i32 %117, 5
  br i1 %194, label %195, label %201

195:                                              ; preds = %192
  %196 = getelementptr inbounds nuw i8, ptr %119, i64 5
  %197 = load i8, ptr %196, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %198 = zext i8 %197 to i32
  %199 = shl nuw nsw i32 %198, 8
  %200 = or disjoint i32 %199, %193
  br label %201

201:                                              ; preds = %195, %192
  %202 = phi i32 [ %200, %195 ], [ %193, %192 ]
  %203 = icmp sgt i32 %117, 6
  br i1 %203, label %204, label %210

204:                                              ; preds = %201
  %205 = getelementptr inbounds nuw i8, ptr %119, i64 6
  %206 = load i8, ptr %205, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %207 = zext i8 %206 to i32
  %208 = shl nuw nsw i32 %207, 16
  %209 = or i32 %208, %202
  br label %210

210:                                              ; preds = %204, %201
  %211 = phi i32 [ %209, %204 ], [ %202, %201 ]
  %212 = icmp sgt i32 %117, 7
  br i1 %212, label %213, label %219

213:                                              ; preds = %210
  %214 = getelementptr inbounds nuw i8, ptr %119, i64 7
  %215 = load i8, ptr %214, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %216 = zext i8 %215 to i32
  %217 = shl nuw i32 %216, 24
  %218 = or i32 %217, %211
  br label %219

219:                                              ; preds = %213, %210
  %220 = phi i32 [ %218, %213 ], [ %211, %210 ]
  store i32 %220, ptr %40, align 4, !tbaa !6, !noalias !27
  %221 = icmp sgt i32 %117, 8
  br i1 %221, label %222, label %226

222:                                              ; preds = %219
  %223 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %224 = load i8, ptr %223, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %225 = zext i8 %224 to i32
  br label %226

226:                                              ; preds = %222, %219
  %227 = phi i32 [ %225, %222 ], [ 0, %219 ]
  %228 = icmp sgt i32 %117, 9
  br i1 %228, label %229, label %235

229:                                              ; preds = %226
  %230 = getelementptr inbounds nuw i8, ptr %119, i64 9
  %231 = load i8, ptr %230, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %232 = zext i8 %231 to i32
  %233 = shl nuw nsw i32 %232, 8
  %234 = or disjoint i32 %233, %227
  br label %235

235:                                              ; preds = %229, %226
  %236 = phi i32 [ %234, %229 ], [ %227, %226 ]
  %237 = icmp sgt i32 %117, 10
  br i1 %237, label %238, label %244

238:                                              ; preds = %235
  %239 = getelementptr inbounds nuw i8, ptr %119, i64 10
  %240 = load i8, ptr %239, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %241 = zext i8 %240 to i32
  %242 = shl nuw nsw i32 %241, 16
  %243 = or i32 %242, %236
  br label %244

244:                                              ; preds = %238, %235
  %245 = phi i32 [ %243, %238 ], [ %236, %235 ]
  %246 = icmp sgt i32 %117, 11
  br i1 %246, label %247, label %253

247:                                              ; preds = %244
  %248 = getelementptr inbounds nuw i8, ptr %119, i64 11
  %249 = load i8, ptr %248, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %250 = zext i8 %249 to i32
  %251 = shl nuw i32 %250, 24
  %252 = or i32 %251, %245
  br label %253

253:                                              ; preds = %247, %244
  %254 = phi i32 [ %252, %247 ], [ %245, %244 ]
  store i32 %254, ptr %41, align 4, !tbaa !6, !noalias !27
  %255 = icmp sgt i32 %117, 12
  br i1 %255, label %256, label %260

256:                                              ; preds = %253
  %257 = getelementptr inbounds nuw i8, ptr %119, i64 12
  %258 = load i8, ptr %257, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %259 = zext i8 %258 to i32
  br label %260

260:                                              ; preds = %256, %253
  %261 = phi i32 [ %259, %256 ], [ 0, %253 ]
  %262 = icmp sgt i32 %117, 13
  br i1 %262, label %263, label %269

263:                                              ; preds = %260
  %264 = getelementptr inbounds nuw i8, ptr %119, i64 13
  %265 = load i8, ptr %264, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %266 = zext i8 %265 to i32
  %267 = shl nuw nsw i32 %266, 8
  %268 = or disjoint i32 %267, %261
  br label %269

269:                                              ; preds = %263, %260
  %270 = phi i32 [ %268, %263 ], [ %261, %260 ]
  %271 = icmp sgt i32 %117, 14
  br i1 %271, label %272, label %278

272:                                              ; preds = %269
  %273 = getelementptr inbounds nuw i8, ptr %119, i64 14
  %274 = load i8, ptr %273, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %275 = zext i8 %274 to i32
  %276 = shl nuw nsw i32 %275, 16
  %277 = or i32 %276, %270
  br label %278

278:                                              ; preds = %272, %269
  %279 = phi i32 [ %277, %272 ], [ %270, %269 ]
  %280 = icmp sgt i32 %117, 15
  br i1 %280, label %281, label %287

281:                                              ; preds = %278
  %282 = getelementptr inbounds nuw i8, ptr %119, i64 15
  %283 = load i8, ptr %282, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %284 = zext i8 %283 to i32
  %285 = shl nuw i32 %284, 24
  %286 = or i32 %285, %279
  br label %287

287:                                              ; preds = %281, %278
  %288 = phi i32 [ %286, %281 ], [ %279, %278 ]
  store i32 %288, ptr %42, align 4, !tbaa !6, !noalias !27
  %289 = icmp sgt i32 %117, 16
  br i1 %289, label %290, label %294

290:                                              ; preds = %287
  %291 = getelementptr inbounds nuw i8, ptr %119, i64 16
  %292 = load i8, ptr %291, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %293 = zext i8 %292 to i32
  br label %294

294:                                              ; preds = %290, %287
  %295 = phi i32 [ %293, %290 ], [ 0, %287 ]
  %296 = icmp sgt i32 %117, 17
  br i1 %296, label %297, label %303

297:                                              ; preds = %294
  %298 = getelementptr inbounds nuw i8, ptr %119, i64 17
  %299 = load i8, ptr %298, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %300 = zext i8 %299 to i32
  %301 = shl nuw nsw i32 %300, 8
  %302 = or disjoint i32 %301, %295
  br label %303

303:                                              ; preds = %297, %294
  %304 = phi i32 [ %302, %297 ], [ %295, %294 ]
  %305 = icmp sgt i32 %117, 18
  br i1 %305, label %306, label %312

306:                                              ; preds = %303
  %307 = getelementptr inbounds nuw i8, ptr %119, i64 18
  %308 = load i8, ptr %307, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %309 = zext i8 %308 to i32
  %310 = shl nuw nsw i32 %309, 16
  %311 = or i32 %310, %304
  br label %312

312:                                              ; preds = %306, %303
  %313 = phi i32 [ %311, %306 ], [ %304, %303 ]
  %314 = icmp sgt i32 %117, 19
  br i1 %314, label %315, label %321

315:                                              ; preds = %312
  %316 = getelementptr inbounds nuw i8, ptr %119, i64 19
  %317 = load i8, ptr %316, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %318 = zext i8 %317 to i32
  %319 = shl nuw i32 %318, 24
  %320 = or i32 %319, %313
  br label %321

321:                                              ; preds = %315, %312
  %322 = phi i32 [ %320, %315 ], [ %313, %312 ]
  store i32 %322, ptr %43, align 4, !tbaa !6, !noalias !27
  %323 = icmp sgt i32 %117, 20
  br i1 %323, label %324, label %328

324:                                              ; preds = %321
  %325 = getelementptr inbounds nuw i8, ptr %119, i64 20
  %326 = load i8, ptr %325, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %327 = zext i8 %326 to i32
  br label %328

328:                                              ; preds = %324, %321
  %329 = phi i32 [ %327, %324 ], [ 0, %321 ]
  %330 = icmp sgt i32 %117, 21
  br i1 %330, label %331, label %337

331:                                              ; preds = %328
  %332 = getelementptr inbounds nuw i8, ptr %119, i64 21
  %333 = load i8, ptr %332, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %334 = zext i8 %333 to i32
  %335 = shl nuw nsw i32 %334, 8
  %336 = or disjoint i32 %335, %329
  br label %337

337:                                              ; preds = %331, %328
  %338 = phi i32 [ %336, %331 ], [ %329, %328 ]
  %339 = icmp sgt i32 %117, 22
  br i1 %339, label %340, label %346

340:                                              ; preds = %337
  %341 = getelementptr inbounds nuw i8, ptr %119, i64 22
  %342 = load i8, ptr %341, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %343 = zext i8 %342 to i32
  %344 = shl nuw nsw i32 %343, 16
  %345 = or i32 %344, %338
  br label %346

346:                                              ; preds = %340, %337
  %347 = phi i32 [ %345, %340 ], [ %338, %337 ]
  %348 = icmp sgt i32 %117, 23
  br i1 %348, label %349, label %355

349:                                              ; preds = %346
  %350 = getelementptr inbounds nuw i8, ptr %119, i64 23
  %351 = load i8, ptr %350, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %352 = zext i8 %351 to i32
  %353 = shl nuw i32 %352, 24
  %354 = or i32 %353, %347
  br label %355

355:                                              ; preds = %349, %346
  %356 = phi i32 [ %354, %349 ], [ %347, %346 ]
  store i32 %356, ptr %44, align 4, !tbaa !6, !noalias !27
  %357 = icmp sgt i32 %117, 24
  br i1 %357, label %358, label %362

358:                                              ; preds = %355
  %359 = getelementptr inbounds nuw i8, ptr %119, i64 24
  %360 = load i8, ptr %359, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %361 = zext i8 %360 to i32
  br label %362

362:                                              ; preds = %358, %355
  %363 = phi i32 [ %361, %358 ], [ 0, %355 ]
  %364 = icmp sgt i32 %117, 25
  br i1 %364, label %365, label %371

365:                                              ; preds = %362
  %366 = getelementptr inbounds nuw i8, ptr %119, i64 25
  %367 = load i8, ptr %366, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %368 = zext i8 %367 to i32
  %369 = shl nuw nsw i32 %368, 8
  %370 = or disjoint i32 %369, %363
  br label %371

371:                                              ; preds = %365, %362
  %372 = phi i32 [ %370, %365 ], [ %363, %362 ]
  %373 = icmp sgt i32 %117, 26
  br i1 %373, label %374, label %380

374:                                              ; preds = %371
  %375 = getelementptr inbounds nuw i8, ptr %119, i64 26
  %376 = load i8, ptr %375, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %377 = zext i8 %376 to i32
  %378 = shl nuw nsw i32 %377, 16
  %379 = or i32 %378, %372
  br label %380

380:                                              ; preds = %374, %371
  %381 = phi i32 [ %379, %374 ], [ %372, %371 ]
  %382 = icmp sgt i32 %117, 27
  br i1 %382, label %383, label %389

383:                                              ; preds = %380
  %384 = getelementptr inbounds nuw i8, ptr %119, i64 27
  %385 = load i8, ptr %384, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %386 = zext i8 %385 to i32
  %387 = shl nuw i32 %386, 24
  %388 = or i32 %387, %381
  br label %389

389:                                              ; preds = %383, %380
  %390 = phi i32 [ %388, %383 ], [ %381, %380 ]
  store i32 %390, ptr %45, align 4, !tbaa !6, !noalias !27
  %391 = icmp sgt i32 %117, 28
  br i1 %391, label %392, label %396

392:                                              ; preds = %389
  %393 = getelementptr inbounds nuw i8, ptr %119, i64 28
  %394 = load i8, ptr %393, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %395 = zext i8 %394 to i32
  br label %396

396:                                              ; preds = %392, %389
  %397 = phi i32 [ %395, %392 ], [ 0, %389 ]
  %398 = icmp sgt i32 %117, 29
  br i1 %398, label %399, label %405

399:                                              ; preds = %396
  %400 = getelementptr inbounds nuw i8, ptr %119, i64 29
  %401 = load i8, ptr %400, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %402 = zext i8 %401 to i32
  %403 = shl nuw nsw i32 %402, 8
  %404 = or disjoint i32 %403, %397
  br label %405

405:                                              ; preds = %399, %396
  %406 = phi i32 [ %404, %399 ], [ %397, %396 ]
  %407 = icmp sgt i32 %117, 30
  br i1 %407, label %408, label %414

408:                                              ; preds = %405
  %409 = getelementptr inbounds nuw i8, ptr %119, i64 30
  %410 = load i8, ptr %409, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %411 = zext i8 %410 to i32
  %412 = shl nuw nsw i32 %411, 16
  %413 = or i32 %412, %406
  br label %414

414:                                              ; preds = %408, %405
  %415 = phi i32 [ %413, %408 ], [ %406, %405 ]
  %416 = icmp sgt i32 %117, 31
  br i1 %416, label %417, label %423

417:                                              ; preds = %414
  %418 = getelementptr inbounds nuw i8, ptr %119, i64 31
  %419 = load i8, ptr %418, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %420 = zext i8 %419 to i32
  %421 = shl nuw i32 %420, 24
  %422 = or i32 %421, %415
  br label %423

423:                                              ; preds = %417, %414
  %424 = phi i32 [ %422, %417 ], [ %415, %414 ]
  store i32 %424, ptr %46, align 4, !tbaa !6, !noalias !27
  %425 = icmp sgt i32 %117, 32
  br i1 %425, label %426, label %430

426:                                              ; preds = %423
  %427 = getelementptr inbounds nuw i8, ptr %119, i64 32
  %428 = load i8, ptr %427, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %429 = zext i8 %428 to i32
  br label %430

430:                                              ; preds = %426, %423
  %431 = phi i32 [ %429, %426 ], [ 0, %423 ]
  %432 = icmp sgt i32 %117, 33
  br i1 %432, label %433, label %439

433:                                              ; preds = %430
  %434 = getelementptr inbounds nuw i8, ptr %119, i64 33
  %435 = load i8, ptr %434, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %436 = zext i8 %435 to i32
  %437 = shl nuw nsw i32 %436, 8
  %438 = or disjoint i32 %437, %431
  br label %439

439:                                              ; preds = %433, %430
  %440 = phi i32 [ %438, %433 ], [ %431, %430 ]
  %441 = icmp sgt i32 %117, 34
  br i1 %441, label %442, label %448

442:                                              ; preds = %439
  %443 = getelementptr inbounds nuw i8, ptr %119, i64 34
  %444 = load i8, ptr %443, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %445 = zext i8 %444 to i32
  %446 = shl nuw nsw i32 %445, 16
  %447 = or i32 %446, %440
  br label %448

448:                                              ; preds = %442, %439
  %449 = phi i32 [ %447, %442 ], [ %440, %439 ]
  %450 = icmp sgt i32 %117, 35
  br i1 %450, label %451, label %457

451:                                              ; preds = %448
  %452 = getelementptr inbounds nuw i8, ptr %119, i64 35
  %453 = load i8, ptr %452, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %454 = zext i8 %453 to i32
  %455 = shl nuw i32 %454, 24
  %456 = or i32 %455, %449
  br label %457

457:                                              ; preds = %451, %448
  %458 = phi i32 [ %456, %451 ], [ %449, %448 ]
  store i32 %458, ptr %47, align 4, !tbaa !6, !noalias !27
  %459 = icmp sgt i32 %117, 36
  br i1 %459, label %460, label %464

460:                                              ; preds = %457
  %461 = getelementptr inbounds nuw i8, ptr %119, i64 36
  %462 = load i8, ptr %461, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %463 = zext i8 %462 to i32
  br label %464

464:                                              ; preds = %460, %457
  %465 = phi i32 [ %463, %460 ], [ 0, %457 ]
  %466 = icmp sgt i32 %117, 37
  br i1 %466, label %467, label %473

467:                                              ; preds = %464
  %468 = getelementptr inbounds nuw i8, ptr %119, i64 37
  %469 = load i8, ptr %468, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %470 = zext i8 %469 to i32
  %471 = shl nuw nsw i32 %470, 8
  %472 = or disjoint i32 %471, %465
  br label %473

473:                                              ; preds = %467, %464
  %474 = phi i32 [ %472, %467 ], [ %465, %464 ]
  %475 = icmp sgt i32 %117, 38
  br i1 %475, label %476, label %482

476:                                              ; preds = %473
  %477 = getelementptr inbounds nuw i8, ptr %119, i64 38
  %478 = load i8, ptr %477, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %479 = zext i8 %478 to i32
  %480 = shl nuw nsw i32 %479, 16
  %481 = or i32 %480, %474
  br label %482

482:                                              ; preds = %476, %473
  %483 = phi i32 [ %481, %476 ], [ %474, %473 ]
  %484 = icmp sgt i32 %117, 39
  br i1 %484, label %485, label %491

485:                                              ; preds = %482
  %486 = getelementptr inbounds nuw i8, ptr %119, i64 39
  %487 = load i8, ptr %486, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %488 = zext i8 %487 to i32
  %489 = shl nuw i32 %488, 24
  %490 = or i32 %489, %483
  br label %491

491:                                              ; preds = %485, %482
  %492 = phi i32 [ %490, %485 ], [ %483, %482 ]
  store i32 %492, ptr %48, align 4, !tbaa !6, !noalias !27
  %493 = icmp sgt i32 %117, 40
  br i1 %493, label %494, label %498

494:                                              ; preds = %491
  %495 = getelementptr inbounds nuw i8, ptr %119, i64 40
  %496 = load i8, ptr %495, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %497 = zext i8 %496 to i32
  br label %498

498:                                              ; preds = %494, %491
  %499 = phi i32 [ %497, %494 ], [ 0, %491 ]
  %500 = icmp sgt i32 %117, 41
  br i1 %500, label %501, label %507

501:                                              ; preds = %498
  %502 = getelementptr inbounds nuw i8, ptr %119, i64 41
  %503 = load i8, ptr %502, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %504 = zext i8 %503 to i32
  %505 = shl nuw nsw i32 %504, 8
  %506 = or disjoint i32 %505, %499
  br label %507

507:                                              ; preds = %501, %498
  %508 = phi i32 [ %506, %501 ], [ %499, %498 ]
  %509 = icmp sgt i32 %117, 42
  br i1 %509, label %510, label %516

510:                                              ; preds = %507
  %511 = getelementptr inbounds nuw i8, ptr %119, i64 42
  %512 = load i8, ptr %511, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %513 = zext i8 %512 to i32
  %514 = shl nuw nsw i32 %513, 16
  %515 = or i32 %514, %508
  br label %516

516:                                              ; preds = %510, %507
  %517 = phi i32 [ %515, %510 ], [ %508, %507 ]
  %518 = icmp sgt i32 %117, 43
  br i1 %518, label %519, label %525

519:                                              ; preds = %516
  %520 = getelementptr inbounds nuw i8, ptr %119, i64 43
  %521 = load i8, ptr %520, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %522 = zext i8 %521 to i32
  %523 = shl nuw i32 %522, 24
  %524 = or i32 %523, %517
  br label %525

525:                                              ; preds = %519, %516
  %526 = phi i32 [ %524, %519 ], [ %517, %516 ]
  store i32 %526, ptr %49, align 4, !tbaa !6, !noalias !27
  %527 = icmp sgt i32 %117, 44
  br i1 %527, label %528, label %532

528:                                              ; preds = %525
  %529 = getelementptr inbounds nuw i8, ptr %119, i64 44
  %530 = load i8, ptr %529, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %531 = zext i8 %530 to i32
  br label %532

532:                                              ; preds = %528, %525
  %533 = phi i32 [ %531, %528 ], [ 0, %525 ]
  %534 = icmp sgt i32 %117, 45
  br i1 %534, label %535, label %541

535:                                              ; preds = %532
  %536 = getelementptr inbounds nuw i8, ptr %119, i64 45
  %537 = load i8, ptr %536, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %538 = zext i8 %537 to i32
  %539 = shl nuw nsw i32 %538, 8
  %540 = or disjoint i32 %539, %533
  br label %541

541:                                              ; preds = %535, %532
  %542 = phi i32 [ %540, %535 ], [ %533, %532 ]
  %543 = icmp sgt i32 %117, 46
  br i1 %543, label %544, label %550

544:                                              ; preds = %541
  %545 = getelementptr inbounds nuw i8, ptr %119, i64 46
  %546 = load i8, ptr %545, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %547 = zext i8 %546 to i32
  %548 = shl nuw nsw i32 %547, 16
  %549 = or i32 %548, %542
  br label %550

550:                                              ; preds = %544, %541
  %551 = phi i32 [ %549, %544 ], [ %542, %541 ]
  %552 = icmp sgt i32 %117, 47
  br i1 %552, label %553, label %559

553:                                              ; preds = %550
  %554 = getelementptr inbounds nuw i8, ptr %119, i64 47
  %555 = load i8, ptr %554, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %556 = zext i8 %555 to i32
  %557 = shl nuw i32 %556, 24
  %558 = or i32 %557, %551
  br label %559

559:                                              ; preds = %553, %550
  %560 = phi i32 [ %558, %553 ], [ %551, %550 ]
  store i32 %560, ptr %50, align 4, !tbaa !6, !noalias !27
  %561 = icmp sgt i32 %117, 48
  br i1 %561, label %562, label %566

562:                                              ; preds = %559
  %563 = getelementptr inbounds nuw i8, ptr %119, i64 48
  %564 = load i8, ptr %563, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %565 = zext i8 %564 to i32
  br label %566

566:                                              ; preds = %562, %559
  %567 = phi i32 [ %565, %562 ], [ 0, %559 ]
  %568 = icmp sgt i32 %117, 49
  br i1 %568, label %569, label %575

569:                                              ; preds = %566
  %570 = getelementptr inbounds nuw i8, ptr %119, i64 49
  %571 = load i8, ptr %570, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %572 = zext i8 %571 to i32
  %573 = shl nuw nsw i32 %572, 8
  %574 = or disjoint i32 %573, %567
  br label %575

575:                                              ; preds = %569, %566
  %576 = phi i32 [ %574, %569 ], [ %567, %566 ]
  %577 = icmp sgt i32 %117, 50
  br i1 %577, label %578, label %584

578:                                              ; preds = %575
  %579 = getelementptr inbounds nuw i8, ptr %119, i64 50
  %580 = load i8, ptr %579, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %581 = zext i8 %580 to i32
  %582 = shl nuw nsw i32 %581, 16
  %583 = or i32 %582, %576
  br label %584

584:                                              ; preds = %578, %575
  %585 = phi i32 [ %583, %578 ], [ %576, %575 ]
  %586 = icmp sgt i32 %117, 51
  br i1 %586, label %587, label %593

587:                                              ; preds = %584
  %588 = getelementptr inbounds nuw i8, ptr %119, i64 51
  %589 = load i8, ptr %588, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %590 = zext i8 %589 to i32
  %591 = shl nuw i32 %590, 24
  %592 = or i32 %591, %585
  br label %593

593:                                              ; preds = %587, %584
  %594 = phi i32 [ %592, %587 ], [ %585, %584 ]
  store i32 %594, ptr %51, align 4, !tbaa !6, !noalias !27
  %595 = icmp sgt i32 %117, 52
  br i1 %595, label %596, label %600

596:                                              ; preds = %593
  %597 = getelementptr inbounds nuw i8, ptr %119, i64 52
  %598 = load i8, ptr %597, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %599 = zext i8 %598 to i32
  br label %600

600:                                              ; preds = %596, %593
  %601 = phi i32 [ %599, %596 ], [ 0, %593 ]
  %602 = icmp sgt i32 %117, 53
  br i1 %602, label %603, label %609

603:                                              ; preds = %600
  %604 = getelementptr inbounds nuw i8, ptr %119, i64 53
  %605 = load i8, ptr %604, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %606 = zext i8 %605 to i32
  %607 = shl nuw nsw i32 %606, 8
  %608 = or disjoint i32 %607, %601
  br label %609

609:                                              ; preds = %603, %600
  %610 = phi i32 [ %608, %603 ], [ %601, %600 ]
  %611 = icmp sgt i32 %117, 54
  br i1 %611, label %612, label %618

612:                                              ; preds = %609
  %613 = getelementptr inbounds nuw i8, ptr %119, i64 54
  %614 = load i8, ptr %613, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %615 = zext i8 %614 to i32
  %616 = shl nuw nsw i32 %615, 16
  %617 = or i32 %616, %610
  br label %618

618:                                              ; preds = %612, %609
  %619 = phi i32 [ %617, %612 ], [ %610, %609 ]
  %620 = icmp sgt i32 %117, 55
  br i1 %620, label %621, label %627

621:                                              ; preds = %618
  %622 = getelementptr inbounds nuw i8, ptr %119, i64 55
  %623 = load i8, ptr %622, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %624 = zext i8 %623 to i32
  %625 = shl nuw i32 %624, 24
  %626 = or i32 %625, %619
  br label %627

627:                                              ; preds = %621, %618
  %628 = phi i32 [ %626, %621 ], [ %619, %618 ]
  store i32 %628, ptr %52, align 4, !tbaa !6, !noalias !27
  %629 = icmp sgt i32 %117, 56
  br i1 %629, label %630, label %634

630:                                              ; preds = %627
  %631 = getelementptr inbounds nuw i8, ptr %119, i64 56
  %632 = load i8, ptr %631, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %633 = zext i8 %632 to i32
  br label %634

634:                                              ; preds = %630, %627
  %635 = phi i32 [ %633, %630 ], [ 0, %627 ]
  %636 = icmp sgt i32 %117, 57
  br i1 %636, label %637, label %643

637:                                              ; preds = %634
  %638 = getelementptr inbounds nuw i8, ptr %119, i64 57
  %639 = load i8, ptr %638, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %640 = zext i8 %639 to i32
  %641 = shl nuw nsw i32 %640, 8
  %642 = or disjoint i32 %641, %635
  br label %643

643:                                              ; preds = %637, %634
  %644 = phi i32 [ %642, %637 ], [ %635, %634 ]
  %645 = icmp sgt i32 %117, 58
  br i1 %645, label %646, label %652

646:                                              ; preds = %643
  %647 = getelementptr inbounds nuw i8, ptr %119, i64 58
  %648 = load i8, ptr %647, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %649 = zext i8 %648 to i32
  %650 = shl nuw nsw i32 %649, 16
  %651 = or i32 %650, %644
  br label %652

652:                                              ; preds = %646, %643
  %653 = phi i32 [ %651, %646 ], [ %644, %643 ]
  %654 = icmp sgt i32 %117, 59
  br i1 %654, label %655, label %661

655:                                              ; preds = %652
  %656 = getelementptr inbounds nuw i8, ptr %119, i64 59
  %657 = load i8, ptr %656, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %658 = zext i8 %657 to i32
  %659 = shl nuw i32 %658, 24
  %660 = or i32 %659, %653
  br label %661

661:                                              ; preds = %655, %652
  %662 = phi i32 [ %660, %655 ], [ %653, %652 ]
  store i32 %662, ptr %53, align 4, !tbaa !6, !noalias !27
  %663 = icmp sgt i32 %117, 60
  br i1 %663, label %664, label %668

664:                                              ; preds = %661
  %665 = getelementptr inbounds nuw i8, ptr %119, i64 60
  %666 = load i8, ptr %665, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %667 = zext i8 %666 to i32
  br label %668

668:                                              ; preds = %664, %661
  %669 = phi i32 [ %667, %664 ], [ 0, %661 ]
  %670 = icmp sgt i32 %117, 61
  br i1 %670, label %671, label %677

671:                                              ; preds = %668
  %672 = getelementptr inbounds nuw i8, ptr %119, i64 61
  %673 = load i8, ptr %672, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %674 = zext i8 %673 to i32
  %675 = shl nuw nsw i32 %674, 8
  %676 = or disjoint i32 %675, %669
  br label %677

677:                                              ; preds = %671, %668
  %678 = phi i32 [ %676, %671 ], [ %669, %668 ]
  %679 = icmp eq i32 %117, 63
  br i1 %679, label %680, label %686

680:                                              ; preds = %677
  %681 = getelementptr inbounds nuw i8, ptr %119, i64 62
  %682 = load i8, ptr %681, align 1, !tbaa !20, !alias.scope !22, !noalias !25
  %683 = zext i8 %682 to i32
  %684 = shl nuw nsw i32 %683, 16
  %685 = or i32 %684, %678
  br label %686

686:                                              ; preds = %677, %680
  %687 = phi i32 [ %685, %680 ], [ %678, %677 ]
  store i32 %687, ptr %54, align 4, !tbaa !6, !noalias !27
  br label %688

688:                                              ; preds = %686, %123
  %689 = icmp eq i32 %115, 0
  %690 = select i1 %689, i32 17, i32 16
  %691 = icmp eq i32 %115, %84
  %692 = select i1 %691, i32 %21, i32 0
  %693 = or disjoint i32 %690, %692
  %694 = tail call i32 @llvm.smax.i32(i32 %117, i32 0)
  %695 = tail call i32 @llvm.umin.i32(i32 %694, i32 64)
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %4, ptr noundef nonnull %5, i64 noundef %71, i32 noundef %695, i32 noundef %693, ptr noundef nonnull %4) #15, !noalias !27
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #14, !noalias !27
  %696 = add nuw nsw i32 %115, 1
  %697 = icmp eq i32 %696, %80
  br i1 %697, label %85, label %114, !llvm.loop !29

698:                                              ; preds = %94, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @blake3_parent_tree(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca [8 x i32], align 4
  %6 = alloca [8 x i32], align 4
  %7 = alloca [16 x i32], align 4
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp ne i32 %8, 256
  %10 = icmp slt i32 %1, 1
  %11 = or i1 %9, %10
  br i1 %11, label %212, label %12

12:                                               ; preds = %4
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 8
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %212

17:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #14
  %18 = icmp eq i32 %3, 0
  %19 = load i32, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), align 4
  %20 = select i1 %18, i32 1779033703, i32 %19
  store i32 %20, ptr %5, align 4, !tbaa !6
  %21 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 4), align 4
  %22 = select i1 %18, i32 -1150833019, i32 %21
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 %22, ptr %23, align 4, !tbaa !6
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 8), align 4
  %25 = select i1 %18, i32 1013904242, i32 %24
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 %25, ptr %26, align 4, !tbaa !6
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 12), align 4
  %28 = select i1 %18, i32 -1521486534, i32 %27
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 12
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 16), align 4
  %31 = select i1 %18, i32 1359893119, i32 %30
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store i32 %31, ptr %32, align 4, !tbaa !6
  %33 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 20), align 4
  %34 = select i1 %18, i32 -1694144372, i32 %33
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 20
  store i32 %34, ptr %35, align 4, !tbaa !6
  %36 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 24), align 4
  %37 = select i1 %18, i32 528734635, i32 %36
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 24
  store i32 %37, ptr %38, align 4, !tbaa !6
  %39 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_b3_key to ptr), i64 28), align 4
  %40 = select i1 %18, i32 1541459225, i32 %39
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 28
  store i32 %40, ptr %41, align 4, !tbaa !6
  %42 = sub nsw i32 %1, %15
  %43 = tail call noundef range(i32 -2147483645, -2147483648) i32 @llvm.smin.i32(i32 %42, i32 range(i32 -2147483645, -2147483648) 256)
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %45 = icmp eq i32 %44, 1
  %46 = icmp samesign ult i32 %1, 257
  %47 = and i1 %45, %46
  %48 = select i1 %18, i32 4, i32 20
  %49 = icmp samesign ult i32 %13, %43
  br i1 %49, label %50, label %79

50:                                               ; preds = %17
  %51 = add nuw nsw i32 %15, %13
  %52 = sext i32 %51 to i64
  %53 = shl nsw i64 %52, 5
  %54 = getelementptr i8, ptr %0, i64 %53
  %55 = zext nneg i32 %13 to i64
  %56 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %55
  %57 = load i32, ptr %54, align 4, !tbaa !6
  store i32 %57, ptr %56, align 4, !tbaa !6
  %58 = getelementptr i8, ptr %54, i64 4
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %56, i64 4
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = getelementptr i8, ptr %54, i64 8
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = getelementptr inbounds nuw i8, ptr %56, i64 8
  store i32 %62, ptr %63, align 4, !tbaa !6
  %64 = getelementptr i8, ptr %54, i64 12
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds nuw i8, ptr %56, i64 12
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = getelementptr i8, ptr %54, i64 16
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = getelementptr inbounds nuw i8, ptr %56, i64 16
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = getelementptr i8, ptr %54, i64 20
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds nuw i8, ptr %56, i64 20
  store i32 %71, ptr %72, align 4, !tbaa !6
  %73 = getelementptr i8, ptr %54, i64 24
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %56, i64 24
  store i32 %74, ptr %75, align 4, !tbaa !6
  %76 = getelementptr i8, ptr %54, i64 28
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr inbounds nuw i8, ptr %56, i64 28
  store i32 %77, ptr %78, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %50, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = icmp sgt i32 %42, 1
  br i1 %80, label %81, label %201

81:                                               ; preds = %79
  %82 = shl nuw nsw i32 %13, 1
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %83
  %85 = getelementptr i8, ptr %84, i64 32
  %86 = zext nneg i32 %13 to i64
  %87 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %89 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %90 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %91 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %92 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %93 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %94 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %95 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %96 = getelementptr inbounds nuw i8, ptr %84, i64 4
  %97 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %98 = getelementptr i8, ptr %84, i64 36
  %99 = getelementptr inbounds nuw i8, ptr %7, i64 36
  %100 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %101 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %102 = getelementptr i8, ptr %84, i64 40
  %103 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %104 = getelementptr inbounds nuw i8, ptr %84, i64 12
  %105 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %106 = getelementptr i8, ptr %84, i64 44
  %107 = getelementptr inbounds nuw i8, ptr %7, i64 44
  %108 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %109 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %110 = getelementptr i8, ptr %84, i64 48
  %111 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %112 = getelementptr inbounds nuw i8, ptr %84, i64 20
  %113 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %114 = getelementptr i8, ptr %84, i64 52
  %115 = getelementptr inbounds nuw i8, ptr %7, i64 52
  %116 = getelementptr inbounds nuw i8, ptr %84, i64 24
  %117 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %118 = getelementptr i8, ptr %84, i64 56
  %119 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %120 = getelementptr inbounds nuw i8, ptr %84, i64 28
  %121 = getelementptr inbounds nuw i8, ptr %7, i64 28
  %122 = getelementptr i8, ptr %84, i64 60
  %123 = getelementptr inbounds nuw i8, ptr %7, i64 60
  %124 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %125 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %126 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %127 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %128 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %129 = getelementptr inbounds nuw i8, ptr %87, i64 12
  %130 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %131 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %132 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %133 = getelementptr inbounds nuw i8, ptr %87, i64 20
  %134 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %135 = getelementptr inbounds nuw i8, ptr %87, i64 24
  %136 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %137 = getelementptr inbounds nuw i8, ptr %87, i64 28
  br label %138

138:                                              ; preds = %81, %198
  %139 = phi i32 [ %43, %81 ], [ %199, %198 ]
  %140 = lshr i32 %139, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #14
  %141 = icmp samesign ult i32 %13, %140
  %142 = and i32 %139, 1
  %143 = icmp ne i32 %142, 0
  %144 = icmp eq i32 %13, %140
  %145 = and i1 %143, %144
  br i1 %141, label %146, label %167

146:                                              ; preds = %138
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #14
  %147 = load i32, ptr %84, align 4, !tbaa !6
  store i32 %147, ptr %7, align 4, !tbaa !6
  %148 = load i32, ptr %85, align 4, !tbaa !6
  store i32 %148, ptr %95, align 4, !tbaa !6
  %149 = load i32, ptr %96, align 4, !tbaa !6
  store i32 %149, ptr %97, align 4, !tbaa !6
  %150 = load i32, ptr %98, align 4, !tbaa !6
  store i32 %150, ptr %99, align 4, !tbaa !6
  %151 = load i32, ptr %100, align 4, !tbaa !6
  store i32 %151, ptr %101, align 4, !tbaa !6
  %152 = load i32, ptr %102, align 4, !tbaa !6
  store i32 %152, ptr %103, align 4, !tbaa !6
  %153 = load i32, ptr %104, align 4, !tbaa !6
  store i32 %153, ptr %105, align 4, !tbaa !6
  %154 = load i32, ptr %106, align 4, !tbaa !6
  store i32 %154, ptr %107, align 4, !tbaa !6
  %155 = load i32, ptr %108, align 4, !tbaa !6
  store i32 %155, ptr %109, align 4, !tbaa !6
  %156 = load i32, ptr %110, align 4, !tbaa !6
  store i32 %156, ptr %111, align 4, !tbaa !6
  %157 = load i32, ptr %112, align 4, !tbaa !6
  store i32 %157, ptr %113, align 4, !tbaa !6
  %158 = load i32, ptr %114, align 4, !tbaa !6
  store i32 %158, ptr %115, align 4, !tbaa !6
  %159 = load i32, ptr %116, align 4, !tbaa !6
  store i32 %159, ptr %117, align 4, !tbaa !6
  %160 = load i32, ptr %118, align 4, !tbaa !6
  store i32 %160, ptr %119, align 4, !tbaa !6
  %161 = load i32, ptr %120, align 4, !tbaa !6
  store i32 %161, ptr %121, align 4, !tbaa !6
  %162 = load i32, ptr %122, align 4, !tbaa !6
  store i32 %162, ptr %123, align 4, !tbaa !6
  %163 = icmp eq i32 %139, 2
  %164 = and i1 %47, %163
  %165 = select i1 %164, i32 8, i32 0
  %166 = or disjoint i32 %165, %48
  call void @_Z15blake3_compressPKjS0_yjjPj(ptr noundef nonnull %5, ptr noundef nonnull %7, i64 noundef 0, i32 noundef 64, i32 noundef %166, ptr noundef nonnull %6) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #14
  br label %187

167:                                              ; preds = %138
  br i1 %145, label %168, label %187

168:                                              ; preds = %167
  %169 = zext nneg i32 %139 to i64
  %170 = getelementptr [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %169
  %171 = getelementptr i8, ptr %170, i64 -32
  %172 = load i32, ptr %171, align 4, !tbaa !6
  store i32 %172, ptr %6, align 4, !tbaa !6
  %173 = getelementptr i8, ptr %170, i64 -28
  %174 = load i32, ptr %173, align 4, !tbaa !6
  store i32 %174, ptr %88, align 4, !tbaa !6
  %175 = getelementptr i8, ptr %170, i64 -24
  %176 = load i32, ptr %175, align 4, !tbaa !6
  store i32 %176, ptr %89, align 4, !tbaa !6
  %177 = getelementptr i8, ptr %170, i64 -20
  %178 = load i32, ptr %177, align 4, !tbaa !6
  store i32 %178, ptr %90, align 4, !tbaa !6
  %179 = getelementptr i8, ptr %170, i64 -16
  %180 = load i32, ptr %179, align 4, !tbaa !6
  store i32 %180, ptr %91, align 4, !tbaa !6
  %181 = getelementptr i8, ptr %170, i64 -12
  %182 = load i32, ptr %181, align 4, !tbaa !6
  store i32 %182, ptr %92, align 4, !tbaa !6
  %183 = getelementptr i8, ptr %170, i64 -8
  %184 = load i32, ptr %183, align 4, !tbaa !6
  store i32 %184, ptr %93, align 4, !tbaa !6
  %185 = getelementptr i8, ptr %170, i64 -4
  %186 = load i32, ptr %185, align 4, !tbaa !6
  store i32 %186, ptr %94, align 4, !tbaa !6
  br label %187

187:                                              ; preds = %168, %167, %146
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %188 = or i1 %141, %145
  br i1 %188, label %189, label %198

189:                                              ; preds = %187
  %190 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %190, ptr %87, align 4, !tbaa !6
  %191 = load i32, ptr %124, align 4, !tbaa !6
  store i32 %191, ptr %125, align 4, !tbaa !6
  %192 = load i32, ptr %126, align 4, !tbaa !6
  store i32 %192, ptr %127, align 4, !tbaa !6
  %193 = load i32, ptr %128, align 4, !tbaa !6
  store i32 %193, ptr %129, align 4, !tbaa !6
  %194 = load i32, ptr %130, align 4, !tbaa !6
  store i32 %194, ptr %131, align 4, !tbaa !6
  %195 = load i32, ptr %132, align 4, !tbaa !6
  store i32 %195, ptr %133, align 4, !tbaa !6
  %196 = load i32, ptr %134, align 4, !tbaa !6
  store i32 %196, ptr %135, align 4, !tbaa !6
  %197 = load i32, ptr %136, align 4, !tbaa !6
  store i32 %197, ptr %137, align 4, !tbaa !6
  br label %198

198:                                              ; preds = %189, %187
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = add nuw nsw i32 %140, %142
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #14
  %200 = icmp samesign ugt i32 %199, 1
  br i1 %200, label %138, label %201, !llvm.loop !30

201:                                              ; preds = %198, %79
  %202 = icmp samesign ult i32 %13, 8
  br i1 %202, label %203, label %211

203:                                              ; preds = %201
  %204 = zext nneg i32 %14 to i64
  %205 = shl nuw nsw i64 %204, 5
  %206 = getelementptr i8, ptr %2, i64 %205
  %207 = zext nneg i32 %13 to i64
  %208 = getelementptr i32, ptr %206, i64 %207
  %209 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18blake3_parent_treeE4s_cv to ptr), i64 %207
  %210 = load i32, ptr %209, align 4, !tbaa !6
  store i32 %210, ptr %208, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %203, %201
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #14
  br label %212

212:                                              ; preds = %211, %12, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = load i8, ptr %1, align 1, !tbaa !20
  %7 = zext i8 %6 to i32
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !20
  %10 = zext i8 %9 to i32
  %11 = shl nuw nsw i32 %10, 8
  %12 = or disjoint i32 %11, %7
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 2
  %14 = load i8, ptr %13, align 1, !tbaa !20
  %15 = zext i8 %14 to i32
  %16 = shl nuw nsw i32 %15, 16
  %17 = or disjoint i32 %12, %16
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 3
  %19 = load i8, ptr %18, align 1, !tbaa !20
  %20 = zext i8 %19 to i32
  %21 = shl nuw i32 %20, 24
  %22 = and i32 %21, 50331648
  %23 = add i32 %17, %5
  %24 = add i32 %23, %22
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %28 = load i8, ptr %27, align 1, !tbaa !20
  %29 = zext i8 %28 to i32
  %30 = shl nuw nsw i32 %29, 8
  %31 = getelementptr inbounds nuw i8, ptr %1, i64 5
  %32 = load i8, ptr %31, align 1, !tbaa !20
  %33 = zext i8 %32 to i32
  %34 = shl nuw nsw i32 %33, 16
  %35 = getelementptr inbounds nuw i8, ptr %1, i64 6
  %36 = load i8, ptr %35, align 1, !tbaa !20
  %37 = zext i8 %36 to i32
  %38 = shl nuw i32 %37, 24
  %39 = or disjoint i32 %30, %34
  %40 = or disjoint i32 %39, %38
  %41 = or disjoint i32 %40, %20
  %42 = lshr i32 %41, 2
  %43 = and i32 %42, 67108863
  %44 = add i32 %43, %26
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = getelementptr inbounds nuw i8, ptr %1, i64 7
  %48 = load i8, ptr %47, align 1, !tbaa !20
  %49 = zext i8 %48 to i32
  %50 = shl nuw nsw i32 %49, 8
  %51 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %52 = load i8, ptr %51, align 1, !tbaa !20
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 16
  %55 = or disjoint i32 %50, %54
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 9
  %57 = load i8, ptr %56, align 1, !tbaa !20
  %58 = zext i8 %57 to i32
  %59 = shl nuw i32 %58, 24
  %60 = or disjoint i32 %55, %59
  %61 = or disjoint i32 %60, %37
  %62 = lshr i32 %61, 4
  %63 = and i32 %62, 67108863
  %64 = add i32 %63, %46
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = getelementptr inbounds nuw i8, ptr %1, i64 10
  %68 = load i8, ptr %67, align 1, !tbaa !20
  %69 = zext i8 %68 to i32
  %70 = shl nuw nsw i32 %69, 8
  %71 = getelementptr inbounds nuw i8, ptr %1, i64 11
  %72 = load i8, ptr %71, align 1, !tbaa !20
  %73 = zext i8 %72 to i32
  %74 = shl nuw nsw i32 %73, 16
  %75 = or disjoint i32 %70, %74
  %76 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %77 = load i8, ptr %76, align 1, !tbaa !20
  %78 = zext i8 %77 to i32
  %79 = shl nuw i32 %78, 24
  %80 = or disjoint i32 %75, %79
  %81 = or disjoint i32 %80, %58
  %82 = lshr i32 %81, 6
  %83 = add i32 %82, %66
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = getelementptr inbounds nuw i8, ptr %1, i64 13
  %87 = load i8, ptr %86, align 1, !tbaa !20
  %88 = zext i8 %87 to i32
  %89 = getelementptr inbounds nuw i8, ptr %1, i64 14
  %90 = load i8, ptr %89, align 1, !tbaa !20
  %91 = zext i8 %90 to i32
  %92 = shl nuw nsw i32 %91, 8
  %93 = getelementptr inbounds nuw i8, ptr %1, i64 15
  %94 = load i8, ptr %93, align 1, !tbaa !20
  %95 = zext i8 %94 to i32
  %96 = shl nuw nsw i32 %95, 16
  %97 = or i32 %2, %88
  %98 = or i32 %97, %92
  %99 = or i32 %98, %96
  %100 = add i32 %99, %85
  %101 = load i32, ptr %0, align 4, !tbaa !6
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %116 = load i32, ptr %115, align 4, !tbaa !6
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = zext i32 %125 to i64
  %127 = zext i32 %24 to i64
  %128 = mul nuw i64 %102, %127
  %129 = zext i32 %44 to i64
  %130 = mul nuw i64 %126, %129
  %131 = zext i32 %64 to i64
  %132 = mul nuw i64 %123, %131
  %133 = zext i32 %83 to i64
  %134 = mul nuw i64 %120, %133
  %135 = zext i32 %100 to i64
  %136 = mul nuw i64 %117, %135
  %137 = add i64 %136, %128
  %138 = add i64 %137, %134
  %139 = add i64 %138, %132
  %140 = add i64 %139, %130
  %141 = mul nuw i64 %105, %127
  %142 = mul nuw i64 %102, %129
  %143 = add i64 %141, %142
  %144 = mul nuw i64 %126, %131
  %145 = mul nuw i64 %123, %133
  %146 = mul nuw i64 %120, %135
  %147 = mul nuw i64 %108, %127
  %148 = mul nuw i64 %105, %129
  %149 = mul nuw i64 %102, %131
  %150 = mul nuw i64 %126, %133
  %151 = mul nuw i64 %123, %135
  %152 = mul nuw i64 %111, %127
  %153 = mul nuw i64 %108, %129
  %154 = mul nuw i64 %105, %131
  %155 = mul nuw i64 %133, %102
  %156 = mul nuw i64 %126, %135
  %157 = mul nuw i64 %114, %127
  %158 = mul nuw i64 %111, %129
  %159 = mul nuw i64 %108, %131
  %160 = mul nuw i64 %105, %133
  %161 = mul nuw i64 %135, %102
  %162 = lshr i64 %140, 26
  %163 = trunc i64 %140 to i32
  %164 = and i32 %163, 67108863
  %165 = add i64 %143, %146
  %166 = add i64 %165, %145
  %167 = add i64 %166, %144
  %168 = add i64 %167, %162
  %169 = lshr i64 %168, 26
  %170 = trunc i64 %168 to i32
  %171 = and i32 %170, 67108863
  %172 = add i64 %148, %149
  %173 = add i64 %172, %147
  %174 = add i64 %173, %151
  %175 = add i64 %174, %150
  %176 = add i64 %175, %169
  %177 = lshr i64 %176, 26
  %178 = trunc i64 %176 to i32
  %179 = and i32 %178, 67108863
  %180 = add i64 %154, %155
  %181 = add i64 %180, %153
  %182 = add i64 %181, %152
  %183 = add i64 %182, %156
  %184 = add i64 %183, %177
  %185 = lshr i64 %184, 26
  %186 = trunc i64 %184 to i32
  %187 = and i32 %186, 67108863
  %188 = add i64 %159, %160
  %189 = add i64 %188, %158
  %190 = add i64 %189, %157
  %191 = add i64 %190, %161
  %192 = add i64 %191, %185
  %193 = lshr i64 %192, 26
  %194 = trunc i64 %192 to i32
  %195 = and i32 %194, 67108863
  %196 = trunc i64 %193 to i32
  %197 = mul i32 %196, 5
  %198 = add i32 %197, %164
  %199 = lshr i32 %198, 26
  %200 = add nuw nsw i32 %199, %171
  %201 = and i32 %198, 67108863
  store i32 %201, ptr %4, align 4, !tbaa !6
  store i32 %200, ptr %25, align 4, !tbaa !6
  store i32 %179, ptr %45, align 4, !tbaa !6
  store i32 %187, ptr %65, align 4, !tbaa !6
  store i32 %195, ptr %84, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @poly1305_mac(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #6 {
  %8 = alloca %struct.Poly1305State, align 4
  %9 = alloca [16 x i8], align 1
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %50

16:                                               ; preds = %7
  %17 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 36
  %23 = sext i32 %3 to i64
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %25 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %26 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %27 = getelementptr inbounds nuw i8, ptr %8, i64 44
  %28 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %29 = getelementptr inbounds nuw i8, ptr %8, i64 52
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = mul i32 %30, %11
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %33 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %35 = getelementptr inbounds nuw i8, ptr %9, i64 1
  %36 = getelementptr inbounds nuw i8, ptr %9, i64 2
  %37 = getelementptr inbounds nuw i8, ptr %9, i64 3
  %38 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %39 = getelementptr inbounds nuw i8, ptr %9, i64 5
  %40 = getelementptr inbounds nuw i8, ptr %9, i64 6
  %41 = getelementptr inbounds nuw i8, ptr %9, i64 7
  %42 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %43 = getelementptr inbounds nuw i8, ptr %9, i64 9
  %44 = getelementptr inbounds nuw i8, ptr %9, i64 10
  %45 = getelementptr inbounds nuw i8, ptr %9, i64 11
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 13
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 14
  %49 = getelementptr inbounds nuw i8, ptr %9, i64 15
  br label %51

50:                                               ; preds = %377, %7
  ret void

51:                                               ; preds = %16, %377
  %52 = phi i32 [ %14, %16 ], [ %532, %377 ]
  %53 = sext i32 %52 to i64
  %54 = shl nsw i64 %53, 5
  %55 = getelementptr inbounds i8, ptr %4, i64 %54
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #14
  %56 = load i8, ptr %55, align 1, !tbaa !20
  %57 = zext i8 %56 to i32
  %58 = getelementptr inbounds nuw i8, ptr %55, i64 1
  %59 = load i8, ptr %58, align 1, !tbaa !20
  %60 = zext i8 %59 to i32
  %61 = shl nuw nsw i32 %60, 8
  %62 = or disjoint i32 %61, %57
  %63 = getelementptr inbounds nuw i8, ptr %55, i64 2
  %64 = load i8, ptr %63, align 1, !tbaa !20
  %65 = zext i8 %64 to i32
  %66 = shl nuw nsw i32 %65, 16
  %67 = or disjoint i32 %62, %66
  %68 = getelementptr inbounds nuw i8, ptr %55, i64 3
  %69 = load i8, ptr %68, align 1, !tbaa !20
  %70 = zext i8 %69 to i32
  %71 = shl nuw i32 %70, 24
  %72 = and i32 %71, 50331648
  %73 = or disjoint i32 %67, %72
  store i32 %73, ptr %8, align 4, !tbaa !6
  %74 = getelementptr inbounds nuw i8, ptr %55, i64 4
  %75 = load i8, ptr %74, align 1, !tbaa !20
  %76 = zext i8 %75 to i32
  %77 = shl nuw nsw i32 %76, 8
  %78 = getelementptr inbounds nuw i8, ptr %55, i64 5
  %79 = load i8, ptr %78, align 1, !tbaa !20
  %80 = zext i8 %79 to i32
  %81 = shl nuw nsw i32 %80, 16
  %82 = getelementptr inbounds nuw i8, ptr %55, i64 6
  %83 = load i8, ptr %82, align 1, !tbaa !20
  %84 = zext i8 %83 to i32
  %85 = shl nuw i32 %84, 24
  %86 = or disjoint i32 %77, %81
  %87 = or disjoint i32 %86, %85
  %88 = or disjoint i32 %87, %70
  %89 = lshr i32 %88, 2
  %90 = and i32 %89, 67108611
  store i32 %90, ptr %17, align 4, !tbaa !6
  %91 = getelementptr inbounds nuw i8, ptr %55, i64 7
  %92 = load i8, ptr %91, align 1, !tbaa !20
  %93 = zext i8 %92 to i32
  %94 = shl nuw nsw i32 %93, 8
  %95 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %96 = load i8, ptr %95, align 1, !tbaa !20
  %97 = zext i8 %96 to i32
  %98 = shl nuw nsw i32 %97, 16
  %99 = or disjoint i32 %94, %98
  %100 = getelementptr inbounds nuw i8, ptr %55, i64 9
  %101 = load i8, ptr %100, align 1, !tbaa !20
  %102 = zext i8 %101 to i32
  %103 = shl nuw i32 %102, 24
  %104 = or disjoint i32 %99, %103
  %105 = or disjoint i32 %104, %84
  %106 = lshr i32 %105, 4
  %107 = and i32 %106, 67092735
  store i32 %107, ptr %18, align 4, !tbaa !6
  %108 = getelementptr inbounds nuw i8, ptr %55, i64 10
  %109 = load i8, ptr %108, align 1, !tbaa !20
  %110 = zext i8 %109 to i32
  %111 = shl nuw nsw i32 %110, 8
  %112 = getelementptr inbounds nuw i8, ptr %55, i64 11
  %113 = load i8, ptr %112, align 1, !tbaa !20
  %114 = zext i8 %113 to i32
  %115 = shl nuw nsw i32 %114, 16
  %116 = or disjoint i32 %111, %115
  %117 = getelementptr inbounds nuw i8, ptr %55, i64 12
  %118 = load i8, ptr %117, align 1, !tbaa !20
  %119 = zext i8 %118 to i32
  %120 = shl nuw i32 %119, 24
  %121 = or disjoint i32 %116, %120
  %122 = or disjoint i32 %121, %102
  %123 = lshr i32 %122, 6
  %124 = and i32 %123, 66076671
  store i32 %124, ptr %19, align 4, !tbaa !6
  %125 = getelementptr inbounds nuw i8, ptr %55, i64 13
  %126 = load i8, ptr %125, align 1, !tbaa !20
  %127 = zext i8 %126 to i32
  %128 = getelementptr inbounds nuw i8, ptr %55, i64 14
  %129 = load i8, ptr %128, align 1, !tbaa !20
  %130 = zext i8 %129 to i32
  %131 = shl nuw nsw i32 %130, 8
  %132 = or disjoint i32 %131, %127
  %133 = getelementptr inbounds nuw i8, ptr %55, i64 15
  %134 = load i8, ptr %133, align 1, !tbaa !20
  %135 = zext i8 %134 to i32
  %136 = shl nuw nsw i32 %135, 16
  %137 = and i32 %136, 983040
  %138 = or disjoint i32 %132, %137
  store i32 %138, ptr %20, align 4, !tbaa !6
  %139 = mul nuw nsw i32 %90, 5
  store i32 %139, ptr %21, align 4, !tbaa !6
  %140 = mul nuw nsw i32 %107, 5
  store i32 %140, ptr %32, align 4, !tbaa !6
  %141 = mul nuw nsw i32 %124, 5
  store i32 %141, ptr %33, align 4, !tbaa !6
  %142 = mul nuw nsw i32 %138, 5
  store i32 %142, ptr %34, align 4, !tbaa !6
  %143 = mul nsw i64 %53, %23
  %144 = getelementptr inbounds i8, ptr %0, i64 %143
  %145 = getelementptr inbounds i32, ptr %1, i64 %53
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %22, i8 0, i64 20, i1 false)
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %146, i32 0)
  %148 = tail call i32 @llvm.umin.i32(i32 %147, i32 1048576)
  %149 = add nuw nsw i32 %148, %24
  %150 = tail call i32 @llvm.umin.i32(i32 %149, i32 %25)
  %151 = icmp samesign ult i32 %150, 16
  br i1 %151, label %205, label %152

152:                                              ; preds = %51
  %153 = add nsw i32 %150, -16
  %154 = lshr i32 %153, 4
  %155 = add nuw nsw i32 %154, 1
  %156 = and i32 %155, 7
  %157 = icmp ult i32 %153, 112
  br i1 %157, label %192, label %158

158:                                              ; preds = %152
  %159 = and i32 %155, 536870904
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i32 [ 16, %158 ], [ %187, %160 ]
  %162 = phi i32 [ 0, %158 ], [ %183, %160 ]
  %163 = phi i32 [ 0, %158 ], [ %188, %160 ]
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr inbounds nuw i8, ptr %144, i64 %164
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef %165, i32 noundef 16777216) #14
  %166 = zext nneg i32 %161 to i64
  %167 = getelementptr inbounds nuw i8, ptr %144, i64 %166
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %167, i32 noundef 16777216) #14
  %168 = zext nneg i32 %161 to i64
  %169 = getelementptr inbounds nuw i8, ptr %144, i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 16
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %170, i32 noundef 16777216) #14
  %171 = zext nneg i32 %161 to i64
  %172 = getelementptr inbounds nuw i8, ptr %144, i64 %171
  %173 = getelementptr inbounds nuw i8, ptr %172, i64 32
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %173, i32 noundef 16777216) #14
  %174 = zext nneg i32 %161 to i64
  %175 = getelementptr inbounds nuw i8, ptr %144, i64 %174
  %176 = getelementptr inbounds nuw i8, ptr %175, i64 48
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %176, i32 noundef 16777216) #14
  %177 = zext nneg i32 %161 to i64
  %178 = getelementptr inbounds nuw i8, ptr %144, i64 %177
  %179 = getelementptr inbounds nuw i8, ptr %178, i64 64
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %179, i32 noundef 16777216) #14
  %180 = zext nneg i32 %161 to i64
  %181 = getelementptr inbounds nuw i8, ptr %144, i64 %180
  %182 = getelementptr inbounds nuw i8, ptr %181, i64 80
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %182, i32 noundef 16777216) #14
  %183 = add nuw nsw i32 %161, 112
  %184 = zext nneg i32 %161 to i64
  %185 = getelementptr inbounds nuw i8, ptr %144, i64 %184
  %186 = getelementptr inbounds nuw i8, ptr %185, i64 96
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %186, i32 noundef 16777216) #14
  %187 = add nuw nsw i32 %161, 128
  %188 = add i32 %163, 8
  %189 = icmp eq i32 %188, %159
  br i1 %189, label %190, label %160, !llvm.loop !31

190:                                              ; preds = %160
  %191 = icmp eq i32 %156, 0
  br i1 %191, label %205, label %192

192:                                              ; preds = %190, %152
  %193 = phi i32 [ 16, %152 ], [ %187, %190 ]
  %194 = phi i32 [ 0, %152 ], [ %183, %190 ]
  %195 = icmp ne i32 %156, 0
  tail call void @llvm.assume(i1 %195)
  br label %196

196:                                              ; preds = %196, %192
  %197 = phi i32 [ %202, %196 ], [ %193, %192 ]
  %198 = phi i32 [ %197, %196 ], [ %194, %192 ]
  %199 = phi i32 [ %203, %196 ], [ 0, %192 ]
  %200 = zext nneg i32 %198 to i64
  %201 = getelementptr inbounds nuw i8, ptr %144, i64 %200
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef %201, i32 noundef 16777216) #14
  %202 = add nuw nsw i32 %197, 16
  %203 = add i32 %199, 1
  %204 = icmp eq i32 %203, %156
  br i1 %204, label %205, label %196, !llvm.loop !32

205:                                              ; preds = %190, %196, %51
  %206 = phi i32 [ 0, %51 ], [ %183, %190 ], [ %197, %196 ]
  %207 = icmp samesign ult i32 %206, %150
  br i1 %207, label %208, label %377

208:                                              ; preds = %205
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #14
  %209 = zext nneg i32 %206 to i64
  %210 = getelementptr inbounds nuw i8, ptr %144, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !20
  store i8 %211, ptr %9, align 1, !tbaa !20
  %212 = or disjoint i32 %206, 1
  %213 = icmp samesign ult i32 %212, %150
  br i1 %213, label %217, label %214

214:                                              ; preds = %208
  %215 = icmp eq i32 %212, %150
  %216 = zext i1 %215 to i8
  br label %221

217:                                              ; preds = %208
  %218 = zext nneg i32 %212 to i64
  %219 = getelementptr inbounds nuw i8, ptr %144, i64 %218
  %220 = load i8, ptr %219, align 1, !tbaa !20
  br label %221

221:                                              ; preds = %217, %214
  %222 = phi i8 [ %220, %217 ], [ %216, %214 ]
  store i8 %222, ptr %35, align 1, !tbaa !20
  %223 = or disjoint i32 %206, 2
  %224 = icmp samesign ult i32 %223, %150
  br i1 %224, label %228, label %225

225:                                              ; preds = %221
  %226 = icmp eq i32 %223, %150
  %227 = zext i1 %226 to i8
  br label %232

228:                                              ; preds = %221
  %229 = zext nneg i32 %223 to i64
  %230 = getelementptr inbounds nuw i8, ptr %144, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !20
  br label %232

232:                                              ; preds = %228, %225
  %233 = phi i8 [ %231, %228 ], [ %227, %225 ]
  store i8 %233, ptr %36, align 1, !tbaa !20
  %234 = or disjoint i32 %206, 3
  %235 = icmp samesign ult i32 %234, %150
  br i1 %235, label %239, label %236

236:                                              ; preds = %232
  %237 = icmp eq i32 %234, %150
  %238 = zext i1 %237 to i8
  br label %243

239:                                              ; preds = %232
  %240 = zext nneg i32 %234 to i64
  %241 = getelementptr inbounds nuw i8, ptr %144, i64 %240
  %242 = load i8, ptr %241, align 1, !tbaa !20
  br label %243

243:                                              ; preds = %239, %236
  %244 = phi i8 [ %242, %239 ], [ %238, %236 ]
  store i8 %244, ptr %37, align 1, !tbaa !20
  %245 = or disjoint i32 %206, 4
  %246 = icmp samesign ult i32 %245, %150
  br i1 %246, label %250, label %247

247:                                              ; preds = %243
  %248 = icmp eq i32 %245, %150
  %249 = zext i1 %248 to i8
  br label %254

250:                                              ; preds = %243
  %251 = zext nneg i32 %245 to i64
  %252 = getelementptr inbounds nuw i8, ptr %144, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !20
  br label %254

254:                                              ; preds = %250, %247
  %255 = phi i8 [ %253, %250 ], [ %249, %247 ]
  store i8 %255, ptr %38, align 1, !tbaa !20
  %256 = or disjoint i32 %206, 5
  %257 = icmp samesign ult i32 %256, %150
  br i1 %257, label %261, label %258

258:                                              ; preds = %254
  %259 = icmp eq i32 %256, %150
  %260 = zext i1 %259 to i8
  br label %265

261:                                              ; preds = %254
  %262 = zext nneg i32 %256 to i64
  %263 = getelementptr inbounds nuw i8, ptr %144, i64 %262
  %264 = load i8, ptr %263, align 1, !tbaa !20
  br label %265

265:                                              ; preds = %261, %258
  %266 = phi i8 [ %264, %261 ], [ %260, %258 ]
  store i8 %266, ptr %39, align 1, !tbaa !20
  %267 = or disjoint i32 %206, 6
  %268 = icmp samesign ult i32 %267, %150
  br i1 %268, label %272, label %269

269:                                              ; preds = %265
  %270 = icmp eq i32 %267, %150
  %271 = zext i1 %270 to i8
  br label %276

272:                                              ; preds = %265
  %273 = zext nneg i32 %267 to i64
  %274 = getelementptr inbounds nuw i8, ptr %144, i64 %273
  %275 = load i8, ptr %274, align 1, !tbaa !20
  br label %276

276:                                              ; preds = %272, %269
  %277 = phi i8 [ %275, %272 ], [ %271, %269 ]
  store i8 %277, ptr %40, align 1, !tbaa !20
  %278 = or disjoint i32 %206, 7
  %279 = icmp samesign ult i32 %278, %150
  br i1 %279, label %283, label %280

280:                                              ; preds = %276
  %281 = icmp eq i32 %278, %150
  %282 = zext i1 %281 to i8
  br label %287

283:                                              ; preds = %276
  %284 = zext nneg i32 %278 to i64
  %285 = getelementptr inbounds nuw i8, ptr %144, i64 %284
  %286 = load i8, ptr %285, align 1, !tbaa !20
  br label %287

287:                                              ; preds = %283, %280
  %288 = phi i8 [ %286, %283 ], [ %282, %280 ]
  store i8 %288, ptr %41, align 1, !tbaa !20
  %289 = or disjoint i32 %206, 8
  %290 = icmp samesign ult i32 %289, %150
  br i1 %290, label %294, label %291

291:                                              ; preds = %287
  %292 = icmp eq i32 %289, %150
  %293 = zext i1 %292 to i8
  br label %298

294:                                              ; preds = %287
  %295 = zext nneg i32 %289 to i64
  %296 = getelementptr inbounds nuw i8, ptr %144, i64 %295
  %297 = load i8, ptr %296, align 1, !tbaa !20
  br label %298

298:                                              ; preds = %294, %291
  %299 = phi i8 [ %297, %294 ], [ %293, %291 ]
  store i8 %299, ptr %42, align 1, !tbaa !20
  %300 = or disjoint i32 %206, 9
  %301 = icmp samesign ult i32 %300, %150
  br i1 %301, label %305, label %302

302:                                              ; preds = %298
  %303 = icmp eq i32 %300, %150
  %304 = zext i1 %303 to i8
  br label %309

305:                                              ; preds = %298
  %306 = zext nneg i32 %300 to i64
  %307 = getelementptr inbounds nuw i8, ptr %144, i64 %306
  %308 = load i8, ptr %307, align 1, !tbaa !20
  br label %309

309:                                              ; preds = %305, %302
  %310 = phi i8 [ %308, %305 ], [ %304, %302 ]
  store i8 %310, ptr %43, align 1, !tbaa !20
  %311 = or disjoint i32 %206, 10
  %312 = icmp samesign ult i32 %311, %150
  br i1 %312, label %316, label %313

313:                                              ; preds = %309
  %314 = icmp eq i32 %311, %150
  %315 = zext i1 %314 to i8
  br label %320

316:                                              ; preds = %309
  %317 = zext nneg i32 %311 to i64
  %318 = getelementptr inbounds nuw i8, ptr %144, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !20
  br label %320

320:                                              ; preds = %316, %313
  %321 = phi i8 [ %319, %316 ], [ %315, %313 ]
  store i8 %321, ptr %44, align 1, !tbaa !20
  %322 = or disjoint i32 %206, 11
  %323 = icmp samesign ult i32 %322, %150
  br i1 %323, label %327, label %324

324:                                              ; preds = %320
  %325 = icmp eq i32 %322, %150
  %326 = zext i1 %325 to i8
  br label %331

327:                                              ; preds = %320
  %328 = zext nneg i32 %322 to i64
  %329 = getelementptr inbounds nuw i8, ptr %144, i64 %328
  %330 = load i8, ptr %329, align 1, !tbaa !20
  br label %331

331:                                              ; preds = %327, %324
  %332 = phi i8 [ %330, %327 ], [ %326, %324 ]
  store i8 %332, ptr %45, align 1, !tbaa !20
  %333 = or disjoint i32 %206, 12
  %334 = icmp samesign ult i32 %333, %150
  br i1 %334, label %338, label %335

335:                                              ; preds = %331
  %336 = icmp eq i32 %333, %150
  %337 = zext i1 %336 to i8
  br label %342

338:                                              ; preds = %331
  %339 = zext nneg i32 %333 to i64
  %340 = getelementptr inbounds nuw i8, ptr %144, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !20
  br label %342

342:                                              ; preds = %338, %335
  %343 = phi i8 [ %341, %338 ], [ %337, %335 ]
  store i8 %343, ptr %46, align 1, !tbaa !20
  %344 = or disjoint i32 %206, 13
  %345 = icmp samesign ult i32 %344, %150
  br i1 %345, label %349, label %346

346:                                              ; preds = %342
  %347 = icmp eq i32 %344, %150
  %348 = zext i1 %347 to i8
  br label %353

349:                                              ; preds = %342
  %350 = zext nneg i32 %344 to i64
  %351 = getelementptr inbounds nuw i8, ptr %144, i64 %350
  %352 = load i8, ptr %351, align 1, !tbaa !20
  br label %353

353:                                              ; preds = %349, %346
  %354 = phi i8 [ %352, %349 ], [ %348, %346 ]
  store i8 %354, ptr %47, align 1, !tbaa !20
  %355 = or disjoint i32 %206, 14
  %356 = icmp samesign ult i32 %355, %150
  br i1 %356, label %360, label %357

357:                                              ; preds = %353
  %358 = icmp eq i32 %355, %150
  %359 = zext i1 %358 to i8
  br label %364

360:                                              ; preds = %353
  %361 = zext nneg i32 %355 to i64
  %362 = getelementptr inbounds nuw i8, ptr %144, i64 %361
  %363 = load i8, ptr %362, align 1, !tbaa !20
  br label %364

364:                                              ; preds = %360, %357
  %365 = phi i8 [ %363, %360 ], [ %359, %357 ]
  store i8 %365, ptr %48, align 1, !tbaa !20
  %366 = or disjoint i32 %206, 15
  %367 = icmp samesign ult i32 %366, %150
  br i1 %367, label %371, label %368

368:                                              ; preds = %364
  %369 = icmp eq i32 %366, %150
  %370 = zext i1 %369 to i8
  br label %375

371:                                              ; preds = %364
  %372 = zext nneg i32 %366 to i64
  %373 = getelementptr inbounds nuw i8, ptr %144, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !20
  br label %375

375:                                              ; preds = %371, %368
  %376 = phi i8 [ %374, %371 ], [ %370, %368 ]
  store i8 %376, ptr %49, align 1, !tbaa !20
  call void @_Z14poly1305_blockP13Poly1305StatePKhj(ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef 0) #14
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #14
  br label %377

377:                                              ; preds = %375, %205
  %378 = load i32, ptr %22, align 4, !tbaa !6
  %379 = load i32, ptr %26, align 4, !tbaa !6
  %380 = load i32, ptr %27, align 4, !tbaa !6
  %381 = load i32, ptr %28, align 4, !tbaa !6
  %382 = load i32, ptr %29, align 4, !tbaa !6
  %383 = lshr i32 %379, 26
  %384 = and i32 %379, 67108863
  %385 = add i32 %380, %383
  %386 = lshr i32 %385, 26
  %387 = and i32 %385, 67108863
  %388 = add i32 %386, %381
  %389 = lshr i32 %388, 26
  %390 = and i32 %388, 67108863
  %391 = add i32 %389, %382
  %392 = lshr i32 %391, 26
  %393 = and i32 %391, 67108863
  %394 = mul nuw nsw i32 %392, 5
  %395 = add i32 %394, %378
  %396 = lshr i32 %395, 26
  %397 = and i32 %395, 67108863
  %398 = add nuw nsw i32 %396, %384
  %399 = add nuw nsw i32 %397, 5
  %400 = lshr i32 %399, 26
  %401 = add nuw nsw i32 %400, %398
  %402 = lshr i32 %401, 26
  %403 = add nuw nsw i32 %402, %387
  %404 = lshr i32 %403, 26
  %405 = add nuw nsw i32 %404, %390
  %406 = lshr i32 %405, 26
  %407 = add nuw nsw i32 %406, %393
  %408 = add nsw i32 %407, -67108864
  %409 = ashr i32 %408, 31
  %410 = lshr i32 %408, 31
  %411 = add nsw i32 %410, -1
  %412 = and i32 %409, %397
  %413 = and i32 %411, 67108863
  %414 = and i32 %413, %399
  %415 = or i32 %414, %412
  %416 = and i32 %409, %398
  %417 = and i32 %413, %401
  %418 = or i32 %416, %417
  %419 = and i32 %409, %387
  %420 = and i32 %413, %403
  %421 = or i32 %419, %420
  %422 = and i32 %409, %390
  %423 = and i32 %413, %405
  %424 = or i32 %422, %423
  %425 = and i32 %409, %391
  %426 = and i32 %411, %407
  %427 = or i32 %426, %425
  %428 = shl i32 %418, 26
  %429 = or disjoint i32 %428, %415
  %430 = lshr i32 %418, 6
  %431 = shl i32 %421, 20
  %432 = or i32 %430, %431
  %433 = lshr i32 %421, 12
  %434 = shl i32 %424, 14
  %435 = or disjoint i32 %433, %434
  %436 = lshr i32 %424, 18
  %437 = shl i32 %427, 8
  %438 = or disjoint i32 %437, %436
  %439 = getelementptr inbounds nuw i8, ptr %55, i64 16
  %440 = load i8, ptr %439, align 1, !tbaa !20
  %441 = zext i8 %440 to i32
  %442 = getelementptr inbounds nuw i8, ptr %55, i64 17
  %443 = load i8, ptr %442, align 1, !tbaa !20
  %444 = zext i8 %443 to i32
  %445 = shl nuw nsw i32 %444, 8
  %446 = or disjoint i32 %445, %441
  %447 = getelementptr inbounds nuw i8, ptr %55, i64 18
  %448 = load i8, ptr %447, align 1, !tbaa !20
  %449 = zext i8 %448 to i32
  %450 = shl nuw nsw i32 %449, 16
  %451 = or disjoint i32 %446, %450
  %452 = getelementptr inbounds nuw i8, ptr %55, i64 19
  %453 = load i8, ptr %452, align 1, !tbaa !20
  %454 = zext i8 %453 to i32
  %455 = shl nuw i32 %454, 24
  %456 = or disjoint i32 %451, %455
  %457 = add i32 %429, %456
  %458 = icmp ult i32 %457, %429
  %459 = zext i32 %432 to i64
  %460 = getelementptr inbounds nuw i8, ptr %55, i64 20
  %461 = load i8, ptr %460, align 1, !tbaa !20
  %462 = zext i8 %461 to i64
  %463 = getelementptr inbounds nuw i8, ptr %55, i64 21
  %464 = load i8, ptr %463, align 1, !tbaa !20
  %465 = zext i8 %464 to i64
  %466 = shl nuw nsw i64 %465, 8
  %467 = or disjoint i64 %466, %462
  %468 = getelementptr inbounds nuw i8, ptr %55, i64 22
  %469 = load i8, ptr %468, align 1, !tbaa !20
  %470 = zext i8 %469 to i64
  %471 = shl nuw nsw i64 %470, 16
  %472 = or disjoint i64 %467, %471
  %473 = getelementptr inbounds nuw i8, ptr %55, i64 23
  %474 = load i8, ptr %473, align 1, !tbaa !20
  %475 = zext i8 %474 to i64
  %476 = shl nuw nsw i64 %475, 24
  %477 = or disjoint i64 %472, %476
  %478 = add nuw nsw i64 %477, %459
  %479 = zext i1 %458 to i64
  %480 = add nuw nsw i64 %478, %479
  %481 = trunc i64 %480 to i32
  %482 = zext i32 %435 to i64
  %483 = getelementptr inbounds nuw i8, ptr %55, i64 24
  %484 = load i8, ptr %483, align 1, !tbaa !20
  %485 = zext i8 %484 to i64
  %486 = getelementptr inbounds nuw i8, ptr %55, i64 25
  %487 = load i8, ptr %486, align 1, !tbaa !20
  %488 = zext i8 %487 to i64
  %489 = shl nuw nsw i64 %488, 8
  %490 = or disjoint i64 %489, %485
  %491 = getelementptr inbounds nuw i8, ptr %55, i64 26
  %492 = load i8, ptr %491, align 1, !tbaa !20
  %493 = zext i8 %492 to i64
  %494 = shl nuw nsw i64 %493, 16
  %495 = or disjoint i64 %490, %494
  %496 = getelementptr inbounds nuw i8, ptr %55, i64 27
  %497 = load i8, ptr %496, align 1, !tbaa !20
  %498 = zext i8 %497 to i64
  %499 = shl nuw nsw i64 %498, 24
  %500 = or disjoint i64 %495, %499
  %501 = add nuw nsw i64 %500, %482
  %502 = lshr i64 %480, 32
  %503 = add nuw nsw i64 %501, %502
  %504 = trunc i64 %503 to i32
  %505 = zext i32 %438 to i64
  %506 = getelementptr inbounds nuw i8, ptr %55, i64 28
  %507 = load i8, ptr %506, align 1, !tbaa !20
  %508 = zext i8 %507 to i64
  %509 = getelementptr inbounds nuw i8, ptr %55, i64 29
  %510 = load i8, ptr %509, align 1, !tbaa !20
  %511 = zext i8 %510 to i64
  %512 = shl nuw nsw i64 %511, 8
  %513 = or disjoint i64 %512, %508
  %514 = getelementptr inbounds nuw i8, ptr %55, i64 30
  %515 = load i8, ptr %514, align 1, !tbaa !20
  %516 = zext i8 %515 to i64
  %517 = shl nuw nsw i64 %516, 16
  %518 = or disjoint i64 %513, %517
  %519 = getelementptr inbounds nuw i8, ptr %55, i64 31
  %520 = load i8, ptr %519, align 1, !tbaa !20
  %521 = zext i8 %520 to i64
  %522 = shl nuw nsw i64 %521, 24
  %523 = or disjoint i64 %518, %522
  %524 = add nuw nsw i64 %523, %505
  %525 = lshr i64 %503, 32
  %526 = add nuw nsw i64 %524, %525
  %527 = trunc i64 %526 to i32
  %528 = getelementptr inbounds %struct.uint4, ptr %5, i64 %53
  store i32 %457, ptr %528, align 16, !tbaa !6
  %529 = getelementptr inbounds nuw i8, ptr %528, i64 4
  store i32 %481, ptr %529, align 4, !tbaa !6
  %530 = getelementptr inbounds nuw i8, ptr %528, i64 8
  store i32 %504, ptr %530, align 8, !tbaa !6
  %531 = getelementptr inbounds nuw i8, ptr %528, i64 12
  store i32 %527, ptr %531, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #14
  %532 = add i32 %52, %31
  %533 = icmp slt i32 %532, %6
  br i1 %533, label %51, label %50, !llvm.loop !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { convergent mustprogress noinline nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { convergent nounwind memory(none) }
attributes #14 = { nounwind }
attributes #15 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 8131338}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj: argument 0"}
!14 = distinct !{!14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj"}
!15 = !{!16}
!16 = distinct !{!16, !14, !"_Z13chunk_cv_bodyILb0EEvPKhxPj: argument 1"}
!17 = !{!13, !16}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !19}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_Z13chunk_cv_bodyILb1EEvPKhxPj: argument 0"}
!24 = distinct !{!24, !"_Z13chunk_cv_bodyILb1EEvPKhxPj"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"_Z13chunk_cv_bodyILb1EEvPKhxPj: argument 1"}
!27 = !{!23, !26}
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !19}
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.unroll.disable"}
!34 = distinct !{!34, !19}
